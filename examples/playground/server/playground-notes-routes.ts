import type { RouteTable } from 'latchkey/routes';

/** The note routes' methods and paths: the endpoints spread them, and the browser's client plugin reads them. */
export const playgroundNotesRoutes = {
  playgroundNote: { method: 'GET', path: '/playground/note' },
  savePlaygroundNote: { method: 'POST', path: '/playground/save-note' },
} as const satisfies RouteTable;
