import type { UserRow } from '../account/find-user.js';
import type { DatabaseAdapter } from '../db/adapter.js';
import { toPublicRecord } from '../db/public-record.js';
import type { EndpointContext } from '../declarations/auth-context.js';
import { createSession } from './create-session.js';
import type { CurrentSession } from './read-session.js';
import { setSessionCookies } from './session-cookies.js';
import { forgetSessionRead } from './session-read-memo.js';
import type { SessionChallenge, SignInMethod } from '../declarations/sign-in-attempt.js';
import type { User } from './session-types.js';
import { emitEvent, hasEventListeners } from '../events/emit-event.js';
import type { AuthEventActor } from '../events/auth-event.js';

export interface IssueSessionInput {
  user: UserRow;
  method: SignInMethod;
  /**
   * How many independent factors the sign-in proved. Defaults to 1; a passkey
   * unlocked with a PIN or biometric proves 2. Plugins that ask for a second
   * factor let a sign-in with 2 or more through.
   */
  factors?: number;
  /** Defaults to true: a persistent cookie and the full session lifetime. */
  rememberMe?: boolean;
  /** Fields the caller sets on the session row (plugins' `beforeCreate` may add more). */
  fields?: Record<string, unknown>;
  /** A shorter lifetime in seconds, e.g. for an impersonation session. */
  expiresIn?: number;
  /** The transaction to create the row in, when the caller has one open. */
  db?: DatabaseAdapter;
  /**
   * Defaults to true. False creates the session without setting cookies: for a
   * route that hands the token to another client (a native app) rather than
   * signing this browser in.
   */
  cookies?: boolean;
}

export type IssuedSession =
  | ({ kind: 'session' } & CurrentSession)
  | { kind: 'challenge'; challenge: SessionChallenge };

/**
 * The one way a sign-in creates a session: every plugin's `beforeCreate` may
 * refuse it (by throwing), add fields, or replace it with a challenge; then the
 * row is created, the cookies are set, and `afterCreate` runs.
 *
 * @example
 * const issued = await issueSession(ctx, { user, method: 'magic-link' });
 * if (issued.kind === 'challenge') return issued.challenge.data;
 * return { token: issued.token, user: issued.user };
 */
export async function issueSession(ctx: EndpointContext, input: IssueSessionInput): Promise<IssuedSession> {
  const auth = ctx.auth;
  const rememberMe = input.rememberMe ?? true;
  const factors = input.factors ?? 1;
  const fields: Record<string, unknown> = { ...input.fields };
  const scoped = input.db ? { ...auth, db: input.db } : auth;
  // Inside the caller's transaction, plugins must query through it too (SQLite has one connection).
  const hookCtx: EndpointContext = input.db ? { ...ctx, auth: scoped } : ctx;
  for (const plugin of auth.plugins) {
    const decision = await plugin.session?.beforeCreate?.(hookCtx, { user: input.user, method: input.method, rememberMe, factors });
    if (!decision) continue;
    if ('challenge' in decision) return { kind: 'challenge', challenge: decision.challenge };
    Object.assign(fields, decision.fields);
  }
  const user = toPublicRecord<User>(auth.schema.user!, input.user);
  const write = async (db: DatabaseAdapter | undefined): Promise<Awaited<ReturnType<typeof createSession>>> => {
    const session = await createSession(db ? { ...auth, db } : auth, {
      userId: input.user.id,
      user,
      rememberMe,
      headers: ctx.headers,
      ip: ctx.clientIp,
      extra: fields,
      expiresIn: input.expiresIn,
    });
    await emitEvent(ctx, { type: 'sign-in.succeeded', userId: user.id, sessionId: session.session.id, method: input.method, actor: signInActor(user.id, fields) }, { db });
    return session;
  };
  // The session row and its event commit together; without listeners there is no event, and no transaction.
  const created = input.db || !hasEventListeners(auth) ? await write(input.db) : await auth.db.transaction((tx) => write(tx));
  if (input.cookies !== false) {
    await setSessionCookies(ctx, { token: created.token, expiresAt: created.session.expiresAt, rememberMe });
  }
  forgetSessionRead(ctx);
  const current: CurrentSession = {
    session: created.session,
    user,
    token: created.token,
  };
  for (const plugin of auth.plugins) await plugin.session?.afterCreate?.(hookCtx, { ...current, method: input.method });
  return { kind: 'session', ...current };
}

/**
 * Who signs in: the user, whoever the request's own session belongs to; for an
 * impersonation, the administrator its row names (so the user's activity shows
 * that an administrator accessed the account).
 */
function signInActor(userId: string, fields: Record<string, unknown>): AuthEventActor {
  const admin = fields.impersonatedBy;
  return typeof admin === 'string' && admin ? { type: 'admin', id: admin } : { type: 'user', id: userId };
}
