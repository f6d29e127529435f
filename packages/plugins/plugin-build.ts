import { defineConfig, type Options } from 'tsup';

/**
 * The build every plugin package shares: ES modules with type declarations for
 * Node 20 and later, the server entry and the `/client` entry, with the core
 * and the client left to the app (they are peer dependencies).
 *
 * @example
 * // packages/plugins/jwt/tsup.config.ts
 * export default pluginBuild({ entry: ['src/verify.ts'], external: ['jose'] });
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
  }) as Options;
}
