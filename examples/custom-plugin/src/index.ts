// The server half. The browser half is ./client, the React hook ./react.
export { notes } from './notes.js';
export type { NotesPlugin } from './notes.js';
export type { NotesOptions } from './notes-options.js';
export { NOTES_ERROR_CODES } from './error-codes.js';
export type { NoteRow } from './schema.js';
