/**
 * A table of routes by endpoint name: the method and path each endpoint of a
 * package serves, declared once. Endpoints spread their entry into their
 * definition; a client plugin hands the same table to the client, which sends
 * each call with its route's method.
 *
 * @example
 * export const notesRoutes = { createNote: { method: 'POST', path: '/notes/create' } } as const satisfies RouteTable;
 * export const createNote = defineEndpoint({ ...notesRoutes.createNote, handler });
 */
export type RouteTable = Readonly<Record<string, { readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; readonly path: string }>>;
