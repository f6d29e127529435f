#!/usr/bin/env node
// Fails when any runtime import cycle exists in the packages' sources.
// esbuild drops `import type`, so the graph it reports is the runtime one.
// Then fails on type-only cycles too (the graph with `import type`): declarations
// read top-down like the code, the ones that refer to one another sharing a file
// (packages/core/src/declarations/auth-context.ts).
import { build } from 'esbuild';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const entries = [];
const addEntries = (dir) => {
  for (const name of ['index.ts', 'index.tsx']) if (existsSync(join(dir, name))) entries.push(join(dir, name));
};
for (const pkg of ['core', 'client', 'react', 'cli']) addEntries(`packages/${pkg}/src`);
if (existsSync('packages/core/src/entries')) {
  for (const file of readdirSync('packages/core/src/entries')) if (file.endsWith('.ts')) entries.push(`packages/core/src/entries/${file}`);
}
if (existsSync('packages/plugins')) {
  for (const plugin of readdirSync('packages/plugins')) addEntries(`packages/plugins/${plugin}/src`);
}

const result = await build({
  entryPoints: entries,
  bundle: true,
  write: false,
  metafile: true,
  platform: 'node',
  format: 'esm',
  outdir: 'out',
  packages: 'external',
  logLevel: 'silent',
});

const graph = new Map();
for (const [file, info] of Object.entries(result.metafile.inputs)) {
  graph.set(file, info.imports.filter((i) => !i.external && graph !== null).map((i) => i.path));
}

const cycles = [];
const state = new Map(); // 1 = on stack, 2 = done
const stack = [];
const visit = (file) => {
  state.set(file, 1);
  stack.push(file);
  for (const next of graph.get(file) ?? []) {
    if (state.get(next) === 1) cycles.push([...stack.slice(stack.indexOf(next)), next]);
    else if (!state.has(next)) visit(next);
  }
  stack.pop();
  state.set(file, 2);
};
for (const file of graph.keys()) if (!state.has(file)) visit(file);

console.log(`import cycles: checked ${graph.size} modules from ${entries.length} entry points`);
if (cycles.length > 0) {
  for (const cycle of cycles) console.error(`cycle: ${cycle.join(' -> ')}`);
  console.error(`${cycles.length} runtime import cycle(s) found`);
  process.exit(1);
}
console.log('no runtime import cycles');

/** Every source file under a package's src, tests and test helpers left out. */
function sources(dir, found = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, found);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$|\.test-helpers\.ts$/.test(name)) found.push(path);
  }
  return found;
}

/** Relative imports of each file, `import type` and `export … from` included. */
function typeGraph() {
  const roots = ['core', 'client', 'react', 'cli'].map((name) => `packages/${name}/src`);
  if (existsSync('packages/plugins')) for (const plugin of readdirSync('packages/plugins')) roots.push(`packages/plugins/${plugin}/src`);
  const specifier = /(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/g;
  const edges = new Map();
  for (const file of roots.filter(existsSync).flatMap((root) => sources(root))) {
    const targets = [];
    for (const [, path] of readFileSync(file, 'utf8').matchAll(specifier)) {
      const target = resolve(dirname(file), path).replace(/\.js$/, '.ts');
      for (const candidate of [target, target.replace(/\.ts$/, '.tsx')]) if (existsSync(candidate)) targets.push(relative('.', candidate));
    }
    edges.set(relative('.', file), targets);
  }
  return edges;
}

/** Strongly connected components of more than one file (Tarjan). */
function loops(edges) {
  let next = 0;
  const order = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const found = [];
  const connect = (file) => {
    order.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!order.has(target)) {
        connect(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), order.get(target)));
    }
    if (low.get(file) !== order.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) found.push(component);
  };
  for (const file of edges.keys()) if (!order.has(file)) connect(file);
  return found;
}

const typeLoops = loops(typeGraph());
if (typeLoops.length > 0) {
  for (const loop of typeLoops) console.error(`type import cycle: ${loop.sort().join(', ')}`);
  console.error(`${typeLoops.length} type import cycle(s) found`);
  process.exit(1);
}
console.log('no type import cycles');
