/**
 * Why a session ended, as `session.revoked` reports it: the user ending it,
 * from another of their sessions, an administrator, or a password change or
 * reset that ends every session.
 */
export type SessionRevokeCause = 'user' | 'other-session' | 'admin' | 'password-change' | 'password-reset';

/**
 * Why a sign-in failed. `invalid-credentials` covers an unknown account, an
 * account without a password and a wrong password alike, so the reason never
 * tells whether the account exists.
 */
export type SignInFailureReason = 'invalid-credentials' | 'email-not-verified' | 'refused';

/**
 * The event vocabulary: each event type and its small typed `detail`. The core
 * declares its own here; a plugin adds its events by augmenting this interface
 * from its own module, so `onEvent` sees them as soon as the plugin is imported.
 * A detail never holds a password, token, code, secret or full key.
 *
 * @example
 * declare module 'latchkey' {
 *   interface AuthEventRegistry {
 *     'invoice.exported': { invoiceId: string };
 *   }
 * }
 */
export interface AuthEventRegistry {
  'user.signed-up': Record<string, never>;
  'sign-in.succeeded': Record<string, never>;
  'sign-in.failed': { reason: SignInFailureReason };
  'sign-out': Record<string, never>;
  'session.revoked': { cause: SessionRevokeCause; scope: 'one' | 'all' | 'others' };
  'account.locked': { untilSeconds: number };
  'account.unlocked': Record<string, never>;
  'rate-limit.hit': { path: string; retryAfterSeconds: number };
  'password.refused': { reason: 'common' | 'compromised' };
  'password.changed': { otherSessionsRevoked: boolean };
  'password.reset-requested': Record<string, never>;
  'password.reset-completed': Record<string, never>;
  'password.set': Record<string, never>;
  'email-verification.sent': Record<string, never>;
  'email-verification.completed': Record<string, never>;
  'email-change.requested': Record<string, never>;
  'email-change.completed': Record<string, never>;
  'account.deleted': Record<string, never>;
  'social-account.linked': { providerId: string };
  'social-account.unlinked': { providerId: string };
}

/** Every event type: the core's and those of the plugins imported. */
export type AuthEventType = keyof AuthEventRegistry & string;

/** Who did it: the user themself, an administrator (acting on or as the user), or Latchkey itself. */
export interface AuthEventActor {
  type: 'user' | 'admin' | 'system';
  /** The acting user's id; null for the system and for a visitor not yet known. */
  id: string | null;
}

/** One event of type `T`, with that type's detail. */
export interface AuthEventOf<T extends AuthEventType> {
  /** Unique; receivers deduplicate by it. */
  id: string;
  type: T;
  time: Date;
  actor: AuthEventActor;
  /** The user the event is about, when there is one. */
  userId: string | null;
  organizationId: string | null;
  sessionId: string | null;
  ip: string | null;
  userAgent: string | null;
  /** How the user proved who they are (`email`, `social`, `passkey`, …), for sign-in events. */
  method: string | null;
  detail: AuthEventRegistry[T];
}

/**
 * Any event, as a union discriminated by `type`.
 *
 * @example
 * createAuth({
 *   onEvent(event) {
 *     if (event.type === 'session.revoked') console.log(event.detail.cause);
 *   },
 * });
 */
export type AuthEvent = { [T in AuthEventType]: AuthEventOf<T> }[AuthEventType];
