#!/usr/bin/env node
// Fails when an app with every plugin costs more than 1.5× the type-check budget over
// a baseline app without Latchkey (scripts/bench/typecheck). Needs `npm run build`.
import { runTypecheckBench, TYPECHECK_BUDGET } from './bench/typecheck.mjs';

const LIMIT = 1.5;
const result = runTypecheckBench({ runs: 3 });
const { seconds, instantiations } = result.everyPlugin.overBaseline;
console.log(
  `type-check, every plugin over the baseline: ${seconds} s, ${instantiations} instantiations ` +
    `(budget ${TYPECHECK_BUDGET.seconds} s and ${TYPECHECK_BUDGET.instantiations}; fails past ${LIMIT}×)`,
);
const over = [];
if (instantiations > TYPECHECK_BUDGET.instantiations * LIMIT) over.push('instantiations');
if (seconds > TYPECHECK_BUDGET.seconds * LIMIT) over.push('time');
if (over.length > 0) {
  console.error(`type-check cost over ${LIMIT}× its budget: ${over.join(' and ')}`);
  process.exit(1);
}
