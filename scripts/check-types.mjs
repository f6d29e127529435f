#!/usr/bin/env node
// Fails when a type test of the built packages fails under TypeScript 5.9 or 7:
// packages/test-utils/types holds them (the three ways to create a client, what
// `$Infer` and a call's data carry), written with `expectTypeOf` and `@ts-expect-error`,
// so a type that turns loose fails as surely as one that breaks. Its
// declaration-emit fixture is a monorepo: a library package exporting `auth` and
// `authClient` with `declaration: true` (no TS2742 naming a hashed chunk, no
// TS7056), and a package that uses the client through the emitted declarations.
// Run `npm run build` first.
import { existsSync } from 'node:fs';
import { checkProject, TYPESCRIPT_VERSIONS } from './typescript-versions.mjs';

if (!existsSync('packages/client/dist/index.d.ts')) {
  console.error('check-types: run `npm run build` first; the type tests read the built declarations');
  process.exit(1);
}
const failures = checkProject(
  'packages/test-utils/types',
  'packages/test-utils/types/declaration-emit/lib',
  'packages/test-utils/types/declaration-emit/web',
);
for (const { name, output } of failures) console.error(`Type tests failed under ${name}:\n${output}`);
if (failures.length > 0) process.exit(1);
console.log(`Type tests: pass under ${TYPESCRIPT_VERSIONS.map((v) => `${v.name} (${v.version})`).join(' and ')}.`);
