import type { IncomingMessage, ServerResponse } from 'node:http';
import { CORE_ERROR_CODES } from 'latchkey';
import type { PlaygroundAuth } from './create-playground-auth.js';

/** The admin events page's endpoint, beside the playground's other JSON endpoints. */
export const SECURITY_EVENTS_API = '/api/playground/security-events';

/** Who an event is about or by, as the events page shows them. */
export interface EventPerson {
  name: string;
  email: string;
}

// The same `{ code, message }` shape as Latchkey's own refusals, so the page shows `error.message` alike.
const REFUSALS = {
  METHOD_NOT_ALLOWED: { status: 405, message: 'Method not allowed' },
  YOU_ARE_NOT_ALLOWED_TO_LIST_SECURITY_EVENTS: { status: 403, message: 'You are not allowed to list security events' },
} as const;

// Filters that name a person take an email or an id; the rest pass through to `listSecurityEvents` as they are.
const PERSON_FILTERS = ['userId', 'actorId'] as const;

/**
 * `GET /api/playground/security-events`: every stored security event, newest
 * first, for the admin events page. `auth.api.listSecurityEvents` is server
 * only, so this route decides who may read the log: the caller's session must
 * hold the admin plugin's `user: list` permission (401 without a session, 403
 * without the permission, as an impersonated user is refused too). Filters:
 * `userId` and `actorId` (an email or an id), `organizationId`, `type`, `ip`,
 * `from`, `to`, `limit`, `cursor`. The answer names each user and actor it
 * mentions (`people`), so the page need not look them up one by one.
 *
 * @example
 * if (path.startsWith(SECURITY_EVENTS_API)) return handleSecurityEvents(req, res, auth);
 */
export async function handleSecurityEvents(req: IncomingMessage, res: ServerResponse, auth: PlaygroundAuth): Promise<void> {
  if (req.method !== 'GET') return refuse(res, 'METHOD_NOT_ALLOWED');
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  // From the database, not the cookie cache: a role taken away a moment ago no longer reads the log.
  const session = await auth.api.getSession({ headers, query: { disableCookieCache: true, disableRefresh: true } });
  if (!session) return send(res, 401, { code: 'UNAUTHORIZED', message: CORE_ERROR_CODES.UNAUTHORIZED.message });
  if (!(await mayReadEvents(auth, session.user.id))) return refuse(res, 'YOU_ARE_NOT_ALLOWED_TO_LIST_SECURITY_EVENTS');

  const query = Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams);
  const ctx = await auth.$context;
  for (const field of PERSON_FILTERS) {
    const value = query[field];
    if (!value?.includes('@')) continue;
    const user = await ctx.db.findOne<{ id: string }>({ model: 'user', where: [{ field: 'email', value: value.trim().toLowerCase() }] });
    // An address nobody has matches no event: nothing else to look up.
    if (!user) return send(res, 200, { events: [], nextCursor: null, people: {} });
    query[field] = user.id;
  }
  const answer = await auth.api.listSecurityEvents({ query, asResponse: true });
  if (!answer.ok) return relay(res, answer);
  const page = (await answer.json()) as { events: { userId: string | null; actor: { id: string | null } }[]; nextCursor: string | null };
  const ids = [...new Set(page.events.flatMap((event) => [event.userId, event.actor.id]).filter((id): id is string => Boolean(id)))];
  const users = ids.length === 0 ? [] : await ctx.db.findMany<EventPerson & { id: string }>({ model: 'user', where: [{ field: 'id', operator: 'in', value: ids }] });
  const people = Object.fromEntries(users.map((user): [string, EventPerson] => [user.id, { name: user.name, email: user.email }]));
  return send(res, 200, { ...page, people });
}

/**
 * Who may list users may read their events. The admin plugin answers from the
 * roles it is configured with (and its `adminUserIds`), so a custom role setup
 * is honoured. Asked about the user by id, from the server: the role is read
 * from the database, and an impersonated user is asked about, not the admin.
 */
async function mayReadEvents(auth: PlaygroundAuth, userId: string): Promise<boolean> {
  const { success } = await auth.api.userHasPermission({ body: { userId, permissions: { user: ['list'] } } });
  return success;
}

function refuse(res: ServerResponse, code: keyof typeof REFUSALS): void {
  const { status, message } = REFUSALS[code];
  send(res, status, { code, message });
}

async function relay(res: ServerResponse, answer: Response): Promise<void> {
  res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(await answer.text());
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));
}
