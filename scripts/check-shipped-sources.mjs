#!/usr/bin/env node
// Fails when test code sits in the sources of a published package: a
// `*.test-helpers.ts` file, or any other file outside tests that imports vitest.
// Instances, fake servers and fixtures belong in packages/test-utils (private),
// imported as `@latchkey/test-utils/<path>`; a shipped `src/` holds product code
// and the tests beside it.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const TEST_FILE = /\.test(?:-d)?\.tsx?$|\.setup\.ts$/;
const VITEST = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"](?:vitest|@vitest\/[^'"]+)['"]|import\(\s*['"]vitest['"]\s*\)/;

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : files(path);
    return /\.(ts|tsx|mts|cts)$/.test(name) ? [path] : [];
  });

const packageDirs = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (!statSync(path).isDirectory()) return [];
    if (existsSync(join(path, 'package.json'))) return [path];
    return name === 'node_modules' ? [] : packageDirs(path);
  });

/** The source files of published packages that carry test code, with why. */
function findTestCodeInShippedSources(root = 'packages') {
  const problems = [];
  for (const dir of packageDirs(root)) {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    if (manifest.private === true || !existsSync(join(dir, 'src'))) continue;
    for (const file of files(join(dir, 'src'))) {
      const path = file.split('\\').join('/');
      if (/\.test-helpers\.tsx?$/.test(path)) problems.push(`${path}: a test helper (move it to packages/test-utils/src)`);
      else if (!TEST_FILE.test(path) && VITEST.test(readFileSync(file, 'utf8'))) problems.push(`${path}: imports vitest outside a test`);
    }
  }
  return problems;
}

const problems = findTestCodeInShippedSources();
if (problems.length > 0) {
  console.error(`Published packages ship product code only:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('shipped sources: no test helpers, no vitest outside tests');
