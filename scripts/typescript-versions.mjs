// The TypeScript releases the type tests and the docs samples are checked with:
// 5.9 (the workspace's own) and 7, the native compiler `npm install -D typescript`
// installs today. 7 is a dev dependency of packages/test-utils, where npm nests it
// under the same name, so the workspace's `tsc` stays 5.9.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The `typescript` a workspace folder resolves: its version and its `tsc` (read from the package's `bin`, which 7 does not export as a path). */
function typescriptOf(dir) {
  const require = createRequire(new URL(`../${dir}/package.json`, import.meta.url));
  const manifest = require.resolve('typescript/package.json');
  const { version, bin } = require(manifest);
  return { version, tsc: join(dirname(manifest), bin.tsc) };
}

/** Each release: its name, the major version it must be, its version and `tsc`. */
export const TYPESCRIPT_VERSIONS = [
  { name: 'TypeScript 5.9', major: 5, ...typescriptOf('.') },
  { name: 'TypeScript 7', major: 7, ...typescriptOf('packages/test-utils') },
];

/**
 * Runs `tsc -p <project>` for each project in turn under every release (so a
 * project may read what the one before it emitted); answers the failures, each
 * with the compiler's output. A release that is not the expected major version fails too.
 *
 * @example
 * const failures = checkProject('packages/test-utils/types');
 */
export function checkProject(...projects) {
  const failures = [];
  for (const { name, major, tsc, version } of TYPESCRIPT_VERSIONS) {
    if (Number(version.split('.')[0]) !== major) {
      failures.push({ name, output: `expected ${name}, found typescript@${version}; run npm install` });
      continue;
    }
    for (const project of projects) {
      const run = spawnSync(process.execPath, [tsc, '-p', project, '--pretty', 'false'], { cwd: root, encoding: 'utf8' });
      if (run.status !== 0) {
        failures.push({ name, output: `${run.stdout}${run.stderr}` });
        break;
      }
    }
  }
  return failures;
}
