#!/usr/bin/env node
// Fails when the every-plugin app's type-check cost runs past 1.5x its budget over
// the baseline app (scripts/bench/typecheck). Only instantiations are enforced:
// they are the same on every run and every machine, while wall time moves with
// the machine's load (shared CI runners, several checks at once), so it is
// printed for reference only. `npm run bench -- typecheck` gives best-of-three figures.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { TYPECHECK_BUDGET, measure } from './bench/typecheck.mjs';

const LIMIT = 1.5;

function missingDeclarations() {
  const plugins = readdirSync('packages/plugins', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join('packages/plugins', entry.name, 'package.json')))
    .map((entry) => join('packages/plugins', entry.name));
  return ['packages/core', 'packages/client', 'packages/react', ...plugins].filter(
    (dir) => !existsSync(join(dir, 'dist', 'index.d.ts')),
  );
}

const missing = missingDeclarations();
if (missing.length > 0) {
  console.error(`Type-check budget: no built declarations in ${missing.join(', ')}; run \`npm run build\` first.`);
  process.exit(1);
}

const baseline = measure('baseline');
const everyPlugin = measure('every-plugin');
const over = everyPlugin.instantiations - baseline.instantiations;
const limit = TYPECHECK_BUDGET.instantiations * LIMIT;
const seconds = (everyPlugin.seconds - baseline.seconds).toFixed(2);
console.log(
  `Type-check budget: every-plugin app ${over.toLocaleString('en')} instantiations over the baseline ` +
    `(budget ${TYPECHECK_BUDGET.instantiations.toLocaleString('en')}, fails past ${limit.toLocaleString('en')}); ` +
    `${seconds} s over the baseline (budget ${TYPECHECK_BUDGET.seconds} s, not enforced: wall time depends on the machine's load).`,
);
if (!(over <= limit)) {
  console.error(`Type-check budget exceeded: ${over} instantiations over the baseline, more than ${LIMIT}x the budget.`);
  process.exit(1);
}
