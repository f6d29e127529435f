import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'esbuild';

/** The directory of the npm package a bundled input file belongs to, or undefined for the project's own files. */
function packageDirOf(input: string): string | undefined {
  const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
  return match?.[1];
}

function licenseText(dir: string): string {
  const file = readdirSync(dir).find((name) => /^(licen[sc]e|copying)(\.|$)/i.test(name));
  if (!file) throw new Error(`${dir}: a bundled package has no license file`);
  return readFileSync(join(dir, file), 'utf8').trim();
}

/**
 * An esbuild plugin that writes `THIRD-PARTY-LICENSES.md` next to the output:
 * the name, version and license text of every npm package the bundle carries
 * (kysely and zod in the core, for example), as their licenses ask.
 *
 * @example
 * defineConfig({ noExternal: ['kysely'], esbuildPlugins: [bundledLicenses()] });
 */
export function bundledLicenses(): Plugin {
  return {
    name: 'bundled-licenses',
    setup(build) {
      build.initialOptions.metafile = true;
      build.onEnd((result) => {
        const outdir = build.initialOptions.outdir;
        if (!result.metafile || !outdir) return;
        const dirs = new Set<string>();
        for (const input of Object.keys(result.metafile.inputs)) {
          const dir = packageDirOf(input);
          if (dir) dirs.add(resolve(dir));
        }
        const sections = [...dirs].sort().map((dir) => {
          const { name, version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string; version: string };
          return `## ${name} ${version}\n\n${licenseText(dir)}\n`;
        });
        if (sections.length === 0) return;
        mkdirSync(outdir, { recursive: true });
        writeFileSync(join(outdir, 'THIRD-PARTY-LICENSES.md'), `# Bundled packages\n\nThis build carries code of the packages below, under their licenses.\n\n${sections.join('\n')}`);
      });
    },
  };
}
