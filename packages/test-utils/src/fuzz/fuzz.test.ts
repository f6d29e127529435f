import { expect, it } from 'vitest';
import { runFuzz } from './run-fuzz.js';

const CASES = Number(process.env.LATCHKEY_FUZZ_CASES ?? 10_000);
const SEED = Number(process.env.LATCHKEY_FUZZ_SEED ?? 20_261_124);

it(`${CASES} generated requests over every route of every plugin: no 5xx, no leak, no malformed error, no write on refusal`, async () => {
  const report = await runFuzz({ cases: CASES, seed: SEED });
  console.info(JSON.stringify({ seed: SEED, statuses: report.statuses, routesPassed: report.routesPassed, routes: report.routes }));
  expect(report.problems.slice(0, 10)).toEqual([]);
  expect(report.problems).toHaveLength(0);
  // The generated requests must reach the handlers, not only the validation in front of them.
  expect(report.routesPassed).toBeGreaterThan(report.routes * 0.35);
}, 600_000);

it('the same requests behind node:http through toNodeHandler: the same rules hold', async () => {
  const cases = Math.ceil(CASES / 5);
  const report = await runFuzz({ cases, seed: SEED, through: 'node' });
  expect(report.problems.slice(0, 10)).toEqual([]);
  // Fewer cases than above, which proves the reach; these must still get past validation.
  expect(report.routesPassed).toBeGreaterThan(report.routes * 0.1);
}, 600_000);
