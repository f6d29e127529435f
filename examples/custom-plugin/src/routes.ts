import type { RouteTable } from 'latchkey/routes';

/**
 * The plugin's routes, declared once: the endpoints spread their entry, and
 * the client plugin hands the same table to the client, which then posts
 * `/notes/clear` even though it has no body.
 */
export const notesRoutes = {
  createNote: { method: 'POST', path: '/notes/create' },
  listNotes: { method: 'GET', path: '/notes/list' },
  clearNotes: { method: 'POST', path: '/notes/clear' },
} as const satisfies RouteTable;
