import { defineConfig } from 'tsup';

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
  },
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'node20',
  tsconfig: '../../tsconfig.build.json',
  external: ['better-sqlite3', 'pg', 'mysql2'],
});
