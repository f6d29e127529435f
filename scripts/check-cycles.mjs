#!/usr/bin/env node
// Fails when any runtime import cycle exists in the packages' sources.
// esbuild drops `import type`, so the graph it reports is the runtime one.
import { build } from 'esbuild';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

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
