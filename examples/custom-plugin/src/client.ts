import { defineClientPlugin } from '@latchkey/client';
// Types only: the browser bundle carries none of the server half.
import type { NotesPlugin } from './notes.js';
import { notesAtom } from './notes-atom.js';
// Plain data, shared with the server's endpoints.
import { notesRoutes } from './routes.js';

const CHANGES: readonly string[] = [notesRoutes.createNote.path, notesRoutes.clearNotes.path];

/**
 * The client half: `client.notes.create({ text })`, `client.notes.list()` and
 * `client.notes.clear()` typed from the server, and `client.$notes`,
 * refetched after every change.
 */
export function notesClient() {
  return defineClientPlugin({
    id: 'notes',
    $InferServerPlugin: {} as NotesPlugin,
    routes: notesRoutes,
    getAtoms: ($fetch) => ({ $notes: notesAtom($fetch) }),
    atomListeners: [{ matcher: (path) => CHANGES.includes(path), atom: '$notes' }],
  });
}

export type { NotesState } from './notes-atom.js';
