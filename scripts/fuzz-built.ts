// The fuzzer against the built packages, as an app loads them: every route of the
// core and of every plugin, from `dist`, so a fault of the bundling (a dependency
// bundled wrong, zod's messages left out) shows before a release. Run it after
// `npm run build` with a tsconfig that does not map the packages to their sources:
//
//   TSX_TSCONFIG_PATH=tsconfig.build.json node --import tsx scripts/fuzz-built.ts
//
// FUZZ_CASES (default 3,000, run through the Fetch handler and again through the
// Node adapter) and FUZZ_SEED choose the cases.
import { oidcProvider } from '@latchkey/oidc-provider';
import { runFuzz } from '../packages/test-utils/src/fuzz/run-fuzz.js';

for (const specifier of ['latchkey', '@latchkey/organization', '@latchkey/oidc-provider']) {
  const resolved = import.meta.resolve(specifier);
  if (!resolved.includes('/dist/')) throw new Error(`fuzz-built: ${specifier} resolves to ${resolved}, not to a build`);
}
const cases = Number(process.env.FUZZ_CASES ?? 3000);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
// The Fetch handler, then the same instance behind node:http through toNodeHandler.
for (const through of ['handler', 'node'] as const) {
  // The provider on top of the fuzz instance's plugins (jwt among them); the in-source fuzz test
  // leaves it out, since its routes need a registered client that generated requests rarely name.
  const report = await runFuzz({ cases, seed, through, plugins: [oidcProvider()] });
  console.log(`fuzz-built: ${cases} cases (seed ${seed}) through the ${through === 'node' ? 'Node adapter' : 'Fetch handler'} on the built packages, ${report.routes} routes, ${report.problems.length} problems`);
  if (report.problems.length > 0) {
    console.error(JSON.stringify(report.problems.slice(0, 5), null, 2));
    process.exit(1);
  }
}
