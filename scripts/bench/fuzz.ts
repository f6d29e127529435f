// The long fuzz run: the same generator and checks as the test suite's fuzz
// test, with more cases and a fresh seed each time unless one is given.
// `BENCH_FUZZ_CASES` (default 50,000) and `BENCH_FUZZ_SEED` choose them; a
// failing run prints its seed, so `LATCHKEY_FUZZ_SEED` replays it in the test.
import { runFuzz } from '../../packages/test-utils/src/fuzz/run-fuzz.js';

/** Runs the fuzzer and answers a summary, with the first problems found. */
export async function runFuzzBench(): Promise<Record<string, unknown>> {
  const cases = Number(process.env.BENCH_FUZZ_CASES ?? 50_000);
  const seed = Number(process.env.BENCH_FUZZ_SEED ?? Date.now() % 2 ** 31);
  const start = performance.now();
  const report = await runFuzz({ cases, seed });
  const seconds = (performance.now() - start) / 1000;
  return {
    cases,
    seed,
    seconds: Number(seconds.toFixed(1)),
    casesPerSecond: Math.round(cases / seconds),
    statuses: report.statuses,
    routesAccepting: `${report.routesPassed} of ${report.routes}`,
    problems: report.problems.length,
    firstProblems: report.problems.slice(0, 5),
    target: 'problems = 0',
  };
}
