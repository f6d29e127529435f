#!/usr/bin/env node
// Fails when a plugin reaches past latchkey's public entries: into the core's
// sources, into another plugin, or (outside its tests) into test helpers.
// Plugins get exactly the API a user's own plugin gets.
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';

const core = JSON.parse(readFileSync('packages/core/package.json', 'utf8'));
const publicEntries = new Set(Object.keys(core.exports).map((key) => (key === '.' ? 'latchkey' : `latchkey/${key.slice(2)}`)));
const ownPackages = new Set(['@latchkey/client', '@latchkey/client/cookies', '@latchkey/react']);
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : files(path);
    return /\.(ts|tsx|mts)$/.test(name) ? [path] : [];
  });

const problems = [];
const root = 'packages/plugins';
const plugins = existsSync(root) ? readdirSync(root).filter((name) => existsSync(join(root, name, 'package.json'))) : [];
for (const plugin of plugins) {
  const own = JSON.parse(readFileSync(join(root, plugin, 'package.json'), 'utf8')).name;
  for (const file of files(join(root, plugin, 'src'))) {
    const isTest = /\.test\.tsx?$|\.test-helpers\.ts$/.test(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const source = match[1] ?? match[2];
      const refuse = (why) => problems.push(`${file}: imports "${source}" (${why})`);
      if (source.startsWith('.')) {
        if (!resolve(dirname(file), source).startsWith(resolve(root, plugin) + sep)) refuse('reaches outside the plugin');
        continue;
      }
      if (source === 'latchkey' || source.startsWith('latchkey/')) {
        if (!publicEntries.has(source)) refuse(`not a public entry of latchkey: ${[...publicEntries].join(', ')}`);
        continue;
      }
      if (source.startsWith('@latchkey/')) {
        if (source === own || source === `${own}/client` || ownPackages.has(source)) continue;
        if (source.startsWith('@latchkey/test-utils') && isTest) continue;
        refuse('plugins never import another plugin or a private package');
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`Plugins must use only latchkey's public entries:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`plugin imports: ${plugins.length} plugin(s) use only public entries`);
