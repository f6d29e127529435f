import type { AuthContext, EndpointContext, AnyPlugin, EventRecorder } from '../declarations/auth-context.js';
import type { DatabaseAdapter } from '../db/adapter.js';
import type { AuthEvent, AuthEventActor, AuthEventOf, AuthEventRegistry, AuthEventType } from './auth-event.js';

type EmptyDetail<T extends AuthEventType> = Record<string, never> extends AuthEventRegistry[T] ? true : false;

/** What the emitting code says; the rest (id, time, IP, user agent, session) comes from the request. */
export type EventInput<T extends AuthEventType> = {
  type: T;
  /** The user the event is about; defaults to the signed-in user. */
  userId?: string | null;
  organizationId?: string | null;
  /** Defaults to the current session. */
  sessionId?: string | null;
  method?: string | null;
  /** Defaults to the subject user acting for themself (the system when there is none). */
  actor?: AuthEventActor;
} & (EmptyDetail<T> extends true ? { detail?: AuthEventRegistry[T] } : { detail: AuthEventRegistry[T] });

/** Where the change the event records was written: its transaction, when it has one. */
export interface EmitOptions {
  /** The transaction of the change: the event is delivered only once it commits. */
  db?: DatabaseAdapter;
}

/** For an event outside an endpoint: the request it came with, when there is one. */
export interface SystemEmitOptions extends EmitOptions {
  request?: { ip: string | null; headers: Headers };
}

interface SignedIn {
  session?: { session?: { id?: string; impersonatedBy?: unknown }; user?: { id?: string } };
}

/**
 * Who acts: an administrator when the session is an impersonation (its row
 * names the admin in `impersonatedBy`), else the signed-in user, else the
 * subject user, else the system.
 */
function actorOf(signedIn: SignedIn['session'], userId: string | null): AuthEventActor {
  const admin = signedIn?.session?.impersonatedBy;
  if (typeof admin === 'string' && admin) return { type: 'admin', id: admin };
  const id = signedIn?.user?.id ?? userId;
  return id ? { type: 'user', id } : { type: 'system', id: null };
}

/**
 * Emits a security event from the point where the decision is made. Costs
 * nothing when no `onEvent` or event-storing plugin is configured. Inside a transaction (`db`), the
 * event is delivered after the commit and never for a change that rolled back;
 * `onEvent` runs in the background, so a slow or failing subscriber never
 * delays or fails the request (a failure is logged).
 *
 * @example
 * await emitEvent(ctx, { type: 'passkey.added', userId: user.id, detail: { passkeyId } });
 */
export async function emitEvent<T extends AuthEventType>(
  ctx: EndpointContext,
  input: EventInput<T>,
  options: EmitOptions = {},
): Promise<void> {
  if (!hasEventListeners(ctx.auth)) return;
  const signedIn = (ctx as EndpointContext & SignedIn).session;
  const userId = input.userId !== undefined ? input.userId : (signedIn?.user?.id ?? null);
  const event = buildEvent(ctx.auth, { actor: actorOf(signedIn, userId), ...input }, {
    userId,
    sessionId: input.sessionId !== undefined ? input.sessionId : (signedIn?.session?.id ?? null),
    ip: ctx.clientIp,
    userAgent: ctx.headers.get('user-agent')?.slice(0, 512) ?? null,
  });
  await deliver(ctx.auth, event, options.db);
}

/**
 * Emits an event no request carries (a lock set by a counter, an expiry found
 * by cleanup); the actor defaults to the system.
 *
 * @example
 * await emitSystemEvent(auth, { type: 'account.locked', userId: null, detail: { untilSeconds: 900 } });
 */
export async function emitSystemEvent<T extends AuthEventType>(
  auth: AuthContext,
  input: EventInput<T>,
  options: SystemEmitOptions = {},
): Promise<void> {
  if (!hasEventListeners(auth)) return;
  const event = buildEvent(auth, { actor: { type: 'system', id: null }, ...input }, {
    userId: input.userId ?? null,
    sessionId: input.sessionId ?? null,
    ip: options.request?.ip ?? null,
    userAgent: options.request?.headers.get('user-agent')?.slice(0, 512) ?? null,
  });
  await deliver(auth, event, options.db);
}

function buildEvent<T extends AuthEventType>(
  auth: AuthContext,
  input: EventInput<T>,
  known: { userId: string | null; sessionId: string | null; ip: string | null; userAgent: string | null },
): AuthEvent {
  const time = new Date();
  const event: AuthEventOf<T> = {
    id: eventId(auth, time),
    type: input.type,
    time,
    actor: input.actor ?? { type: known.userId ? 'user' : 'system', id: known.userId },
    userId: known.userId,
    organizationId: input.organizationId ?? null,
    sessionId: known.sessionId,
    ip: known.ip,
    userAgent: known.userAgent,
    method: input.method ?? null,
    detail: (input.detail ?? {}) as AuthEventRegistry[T],
  };
  return event as unknown as AuthEvent;
}

/**
 * An id that sorts by time: the milliseconds in fixed-width base 36, a counter
 * that orders this process's events within one millisecond, then a random
 * part. Stored events page and filter by time through their id alone.
 */
function eventId(auth: AuthContext, time: Date): string {
  const ms = time.getTime();
  sequence = ms === lastMs ? sequence + 1 : 0;
  lastMs = ms;
  return ms.toString(36).padStart(9, '0') + sequence.toString(36).padStart(4, '0') + auth.generateId();
}

let lastMs = 0;
let sequence = 0;

const recorders = new WeakMap<readonly AnyPlugin[], EventRecorder[]>();

/** The plugins that store events, found once per instance. */
function recordersOf(auth: AuthContext): EventRecorder[] {
  let found = recorders.get(auth.plugins);
  if (!found) {
    found = auth.plugins.flatMap((plugin) => (plugin.recordEvent ? [plugin.recordEvent] : []));
    recorders.set(auth.plugins, found);
  }
  return found;
}

/**
 * Whether anyone takes events: an `onEvent` subscriber or a plugin that stores
 * them. Work done only for an event (an extra read) is skipped without.
 *
 * @example
 * if (hasEventListeners(auth)) expired = await auth.db.findMany({ model: 'apiKey', where });
 */
export function hasEventListeners(auth: AuthContext): boolean {
  return auth.options.onEvent !== undefined || recordersOf(auth).length > 0;
}

async function deliver(auth: AuthContext, event: AuthEvent, db: DatabaseAdapter | undefined): Promise<void> {
  // Stored inside the change's transaction: the event commits, or rolls back, with it.
  for (const record of recordersOf(auth)) await record(event, { db: db ?? auth.db, auth });
  const onEvent = auth.options.onEvent;
  if (!onEvent) return;
  // A microtask, not the background runner: no timer per event, and the subscriber
  // still runs after the emitting code has moved on.
  const send = (): void => {
    const running = Promise.resolve()
      .then(() => onEvent(event))
      .catch((error: unknown) => auth.logger.error(`onEvent failed for ${event.type} ${event.id}`, error));
    auth.options.waitUntil?.(running);
  };
  if (db?.afterCommit) db.afterCommit(send);
  else send();
}
