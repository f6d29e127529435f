import type { ClientError, ClientFetch } from '@latchkey/client';
import { atom, onMount, type ReadableAtom } from 'nanostores';
import { notesRoutes } from './routes.js';
import type { NoteRow } from './schema.js';

/** The signed-in user's notes as the client knows them. */
export interface NotesState {
  data: NoteRow[] | null;
  error: ClientError | null;
  isPending: boolean;
  refetch(): Promise<void>;
}

/** The notes, loaded when first watched and again on `refetch()`. */
export function notesAtom($fetch: ClientFetch): ReadableAtom<NotesState> {
  const refetch = async (): Promise<void> => {
    const { data, error } = await $fetch<NoteRow[]>(notesRoutes.listNotes.path, { method: 'GET' });
    $notes.set({ data, error, isPending: false, refetch });
  };
  const $notes = atom<NotesState>({ data: null, error: null, isPending: true, refetch });
  onMount($notes, () => {
    void refetch();
  });
  return $notes;
}
