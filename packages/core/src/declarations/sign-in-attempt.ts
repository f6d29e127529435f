import type { UserRow } from '../account/account-rows.js';

/**
 * How a sign-in proved who the user is. The core uses `email`, `sign-up`,
 * `social` (the OAuth callback), `id-token`, `verify-email` (auto sign-in after
 * verification) and `change-password` (the session that replaces revoked ones);
 * plugins add their own (`username`, `magic-link`, `impersonation`, …).
 */
export type SignInMethod =
  | 'email'
  | 'sign-up'
  | 'social'
  | 'id-token'
  | 'verify-email'
  | 'change-password'
  | (string & {});

/** A session about to be created, as `beforeCreate` sees it. */
export interface SignInAttempt {
  /** The user's stored row, with every field plugins and options add. */
  readonly user: UserRow;
  readonly method: SignInMethod;
  readonly rememberMe: boolean;
  /**
   * How many independent factors the sign-in proved: 1 for a password, a
   * social account or a link; 2 for a passkey unlocked with a PIN or biometric.
   * A plugin asking for a second factor lets 2 or more through.
   */
  readonly factors: number;
}

/**
 * What a sign-in answers in place of a session when a challenge stands between
 * (a second factor): the challenge's own fields, and never `token` or `user`, so
 * that `answer.user` on a route answering `{ token, user } | ChallengeAnswer` is
 * the user or `undefined`, not `unknown`.
 *
 * @example
 * handler: async (ctx): Promise<{ token: string; user: User } | ChallengeAnswer> => { … }
 */
export type ChallengeAnswer = { readonly token?: undefined; readonly user?: undefined } & Record<string, unknown>;

/**
 * What replaces a session when a plugin asks for more proof (a second factor):
 * no session is created, JSON routes answer `data`, and redirecting routes (the
 * OAuth callback, links) send the browser to `redirectTo`.
 */
export interface SessionChallenge {
  data: ChallengeAnswer;
  redirectTo?: string;
}

/**
 * A `beforeCreate` verdict: nothing (go ahead), extra session fields, or a
 * challenge. To refuse the sign-in, throw an `AuthError`; redirecting routes
 * carry its code in `?error=`.
 */
export type SessionCreateDecision = { fields?: Record<string, unknown> } | { challenge: SessionChallenge } | void;
