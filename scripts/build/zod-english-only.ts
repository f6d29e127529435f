import type { Plugin } from 'esbuild';

/**
 * An esbuild plugin that leaves zod's translated error messages out of a
 * bundle. zod's namespace re-exports every locale (about 60 modules) as
 * `z.locales` and `z.core.locales`; a bundle that re-exports `z` would carry
 * and load them all. With this plugin both hold `en` only; the others stay
 * importable from `zod/locales`.
 */
export function zodEnglishOnly(): Plugin {
  return {
    name: 'zod-english-only',
    setup(build) {
      build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) => {
        if (!/[\\/]zod[\\/]v4[\\/](classic[\\/]external|core[\\/]index)\.js$/.test(args.importer)) return undefined;
        return { path: 'zod-locales-en', namespace: 'zod-english-only', pluginData: args.resolveDir };
      });
      build.onLoad({ filter: /.*/, namespace: 'zod-english-only' }, (args) => ({
        contents: "export { default as en } from '../locales/en.js';",
        resolveDir: args.pluginData as string,
        loader: 'js',
      }));
    },
  };
}
