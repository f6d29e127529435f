// The shared pieces of the adapter conformance suite: test rows and the suite context.
import { randomBytes } from 'node:crypto';
import type { DatabaseAdapter, Row, Where } from '../../../core/src/db/adapter.js';

export const at = (iso: string): Date => new Date(iso);

/** A widget with every required field, overridable. */
export function widget(overrides: Row = {}): Row {
  return {
    name: 'Widget',
    slug: `w-${randomBytes(6).toString('hex')}`,
    quantity: 1,
    launchedAt: at('2024-05-01T10:00:00.123Z'),
    ...overrides,
  };
}

export interface SuiteContext {
  db(): DatabaseAdapter;
  /** Creates widgets in order and returns them as created. */
  seed(rows: Row[]): Promise<Row[]>;
  /** The names of the widgets matching `where`, sorted. */
  names(where: Where[]): Promise<string[]>;
}

export function suiteContext(db: () => DatabaseAdapter): SuiteContext {
  return {
    db,
    async seed(rows) {
      const created: Row[] = [];
      for (const row of rows) created.push(await db().create({ model: 'widget', data: widget(row) }));
      return created;
    },
    async names(where) {
      const rows = await db().findMany<{ name: string }>({
        model: 'widget',
        where,
        sortBy: { field: 'name', direction: 'asc' },
      });
      return rows.map((w) => w.name);
    },
  };
}

