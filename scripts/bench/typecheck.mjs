// Type-check cost of apps that use Latchkey, against a baseline app without it: wall time,
// memory and instantiations of `tsc --noEmit` on the small apps under ./typecheck.
// The apps resolve the packages as an app does, through their built type declarations,
// so `npm run build` must have run.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const project = (name) => fileURLToPath(new URL(`./typecheck/${name}`, import.meta.url));

/** Budget over the baseline for the app with every plugin. */
export const TYPECHECK_BUDGET = { seconds: 0.7, instantiations: 45_000 };

/** `tsc --noEmit` of one app under ./typecheck: wall time, memory, instantiations and check time. */
export function measure(name) {
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, [tsc, '-p', project(name), '--extendedDiagnostics'], { encoding: 'utf8' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const read = (label) => Number(/^(?:\S.*?):\s+([\d.]+)/m.exec(run.stdout.split('\n').find((line) => line.startsWith(label)) ?? '')?.[1]);
  if (run.status !== 0) {
    const hint = /Cannot find module '(latchkey|@latchkey\/)/.test(run.stdout) ? '\n(run `npm run build` first: the apps read the built type declarations)' : '';
    throw new Error(`tsc failed on ${name}:\n${run.stdout}${run.stderr}${hint}`);
  }
  return { seconds, memoryMB: Math.round(read('Memory used') / 1024), instantiations: read('Instantiations'), checkSeconds: read('Check time') };
}

/** Best of `runs`, the projects taking turns so that each sees the same load on the machine. */
function bestOf(names, runs) {
  const best = {};
  for (let i = 0; i < runs; i++) {
    for (const name of names) {
      const run = measure(name);
      if (!best[name] || run.seconds < best[name].seconds) best[name] = run;
    }
  }
  return best;
}

/** Measures the baseline, the core-only app and the every-plugin app. */
export function runTypecheckBench({ runs = 3 } = {}) {
  const { baseline, core, 'every-plugin': everyPlugin } = bestOf(['baseline', 'core', 'every-plugin'], runs);
  const over = (app) => ({
    ...app,
    overBaseline: {
      seconds: Number((app.seconds - baseline.seconds).toFixed(2)),
      instantiations: app.instantiations - baseline.instantiations,
    },
  });
  return {
    baseline,
    core: over(core),
    everyPlugin: over(everyPlugin),
    budget: `every plugin over the baseline: ≤ ${TYPECHECK_BUDGET.seconds} s and ≤ ${TYPECHECK_BUDGET.instantiations} instantiations`,
    ratioToBudget: {
      seconds: Number((over(everyPlugin).overBaseline.seconds / TYPECHECK_BUDGET.seconds).toFixed(2)),
      instantiations: Number((over(everyPlugin).overBaseline.instantiations / TYPECHECK_BUDGET.instantiations).toFixed(2)),
    },
  };
}
