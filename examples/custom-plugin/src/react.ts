import { useStore } from '@latchkey/react';
import type { ReadableAtom } from 'nanostores';
import type { NotesState } from './notes-atom.js';

/** The signed-in user's notes, kept fresh after every change: `const { data: notes } = useNotes(client)`. */
export function useNotes(client: { $notes: ReadableAtom<NotesState> }): NotesState {
  return useStore(client.$notes);
}
