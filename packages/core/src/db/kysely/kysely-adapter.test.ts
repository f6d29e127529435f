import { clearTables, createTables, describeDatabases, runAdapterSuite } from '@latchkey/test-utils';
import { kyselyAdapter } from './kysely-adapter.js';

describeDatabases('kyselyAdapter', (target) => {
  runAdapterSuite({
    name: `kysely ${target.dialect}`,
    async create({ schema }) {
      const db = await target.open();
      await createTables(db, schema);
      return {
        adapter: kyselyAdapter(db.kysely, { schema, dialect: db.dialect }),
        reset: () => clearTables(db, schema),
        close: () => db.close(),
      };
    },
  });
});
