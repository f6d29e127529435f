import type { InferRow, SchemaDefinition } from 'latchkey/plugins';

/** The plugin's own table. Migrations and the row type below derive from it. */
export const notesSchema = {
  note: {
    fields: {
      userId: { type: 'string', index: true, references: { model: 'user', field: 'id', onDelete: 'cascade' } },
      text: { type: 'string' },
      createdAt: { type: 'date' },
    },
  },
} as const satisfies SchemaDefinition;

/** A stored note, typed from the schema: never written twice. */
export type NoteRow = InferRow<(typeof notesSchema)['note']>;
