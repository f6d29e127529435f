import { createAuth } from 'latchkey';

// The Worker's schema (no plugins) on an empty SQLite database: `latchkey generate
// --config latchkey.config.ts` prints the SQL that creates it, which D1 takes as a
// migration (migrations/0001_latchkey.sql). Add the Worker's plugins here too.
export const auth = createAuth({
  baseURL: 'http://localhost:8787',
  secret: 'only-used-to-generate-the-schema-sql',
  database: 'sqlite::memory:',
});
