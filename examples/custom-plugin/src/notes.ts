import { definePlugin } from 'latchkey/plugins';
import { clearNotes } from './endpoints/clear-notes.js';
import { createNote } from './endpoints/create-note.js';
import { listNotes } from './endpoints/list-notes.js';
import { NOTES_ERROR_CODES } from './error-codes.js';
import { notesKey, resolveNotesOptions, type NotesOptions } from './notes-options.js';
import { notesSchema } from './schema.js';

/**
 * Short notes for signed-in users: `createAuth({ plugins: [notes({ maxNotes: 20 })] })`.
 * Deleting a user deletes their notes (the table references the user with
 * `onDelete: 'cascade'`).
 */
export function notes(options: NotesOptions = {}) {
  return definePlugin({
    id: 'notes',
    key: notesKey,
    schema: notesSchema,
    endpoints: { createNote, listNotes, clearNotes },
    errorCodes: NOTES_ERROR_CODES,
    options: resolveNotesOptions(options),
  });
}

export type NotesPlugin = ReturnType<typeof notes>;
