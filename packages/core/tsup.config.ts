import { defineConfig } from 'tsup';
import { bundledLicenses } from '../../scripts/build/bundled-licenses.js';
import { zodEnglishOnly } from '../../scripts/build/zod-english-only.js';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    node: 'src/entries/node.ts',
    db: 'src/entries/db.ts',
    plugins: 'src/entries/plugins.ts',
    mail: 'src/entries/mail.ts',
    oauth: 'src/entries/oauth.ts',
    next: 'src/entries/next.ts',
    access: 'src/entries/access.ts',
    routes: 'src/entries/routes.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'node20',
  tsconfig: '../../tsconfig.build.json',
  // The drivers are the app's. Kysely, zod, jose and the oslo packages are bundled:
  // one file loads in a fraction of the time their hundreds of modules take
  // (docs/performance.md, cold start). Their types still come from the packages.
  external: ['better-sqlite3', 'pg', 'mysql2'],
  noExternal: ['kysely', 'zod', 'jose', /^@oslojs\//],
  esbuildPlugins: [zodEnglishOnly(), bundledLicenses()],
  // Whitespace and syntax only: names stay, so stack traces still read.
  esbuildOptions(options) {
    options.minifyWhitespace = true;
    options.minifySyntax = true;
  },
});
