import { defineConfig, type Options } from 'tsup';
import { bundledLicenses } from '../../scripts/build/bundled-licenses.js';

/**
 * The build every plugin package shares: ES modules with type declarations for
 * Node 20 and later, the server entry and the `/client` entry, with the core
 * and the client left to the app (they are peer dependencies). jose and the
 * oslo packages are bundled and the output is minified (whitespace and syntax,
 * names kept), because an app loads every plugin it enables at start
 * (docs/performance.md, cold start).
 *
 * @example
 * // packages/plugins/jwt/tsup.config.ts
 * export default pluginBuild({ entry: ['src/verify.ts'] });
 */
export function pluginBuild(extra: { entry?: string[]; external?: string[] } = {}): Options {
  return defineConfig({
    entry: ['src/index.ts', 'src/client.ts', ...(extra.entry ?? [])],
    format: ['esm'],
    dts: true,
    clean: true,
    target: 'node20',
    tsconfig: '../../../tsconfig.build.json',
    external: ['latchkey', '@latchkey/client', ...(extra.external ?? [])],
    noExternal: ['jose', /^@oslojs\//],
    esbuildPlugins: [bundledLicenses()],
    esbuildOptions(options) {
      options.minifyWhitespace = true;
      options.minifySyntax = true;
    },
  }) as Options;
}
