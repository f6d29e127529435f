import type { PasswordHasher } from '../crypto/password-hasher.js';
import type { FieldAdditions } from '../db/schema-types.js';

/** A user as the mail callbacks see it. */
export interface MailUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

/** What a mail callback receives: who, the link to put in the mail, and its token. */
export interface MailData {
  user: MailUser;
  url: string;
  token: string;
}

export type SendMail<D = MailData> = (data: D, request: Request | undefined) => Promise<void> | void;

export interface EmailAndPasswordOptions {
  enabled?: boolean;
  /** Refuse new accounts through /sign-up/email. */
  disableSignUp?: boolean;
  /** Sign-in answers 403 EMAIL_NOT_VERIFIED (and re-sends the mail) until the address is verified. */
  requireEmailVerification?: boolean;
  /** Defaults to 8. */
  minPasswordLength?: number;
  /** Defaults to 128. */
  maxPasswordLength?: number;
  /**
   * Refuse the most common passwords (400 `PASSWORD_TOO_COMMON`), ignoring case.
   * `true` (the default) refuses every password of the ranked list shipped by
   * `@zxcvbn-ts/language-common` (about 49,000); a number refuses only that many
   * of the most common; `false` turns the check off.
   */
  commonPasswords?: boolean | number;
  /** Sign the user in right after sign-up. Defaults to true (ignored while verification is required). */
  autoSignIn?: boolean;
  /** Replaces the password hasher (scrypt by default). */
  password?: PasswordHasher;
  sendResetPassword?: SendMail;
  /** Seconds. Defaults to 3600. */
  resetPasswordTokenExpiresIn?: number;
  /** End every session of the user after a password reset. Defaults to true. */
  revokeSessionsOnPasswordReset?: boolean;
  /**
   * Failed sign-ins per account before it is locked for `lockoutSeconds`. Defaults to 10;
   * the lock never applies to password reset.
   */
  maxFailedAttempts?: number;
  /** Defaults to 900 (15 minutes). */
  lockoutSeconds?: number;
}

export interface EmailVerificationOptions {
  sendVerificationEmail?: SendMail;
  /** Send the verification mail at sign-up. Defaults to false unless verification is required. */
  sendOnSignUp?: boolean;
  /** Sign the user in when the address is verified. */
  autoSignInAfterVerification?: boolean;
  /** Seconds. Defaults to 3600. */
  expiresIn?: number;
  onEmailVerification?: (user: MailUser, request: Request | undefined) => Promise<void> | void;
}

export interface SessionOptions {
  /** Seconds. Defaults to 7 days. */
  expiresIn?: number;
  /** Seconds since the last refresh before the expiry is extended. Defaults to 1 day. */
  updateAge?: number;
  /** Seconds after sign-in during which the session counts as fresh. Defaults to 1 day; 0 disables the check. */
  freshAge?: number;
  /** Seconds after sign-in after which refresh stops and the user signs in again. Defaults to 30 days. */
  absoluteLifetime?: number;
  disableSessionRefresh?: boolean;
  /** A short-lived signed copy of the session in a cookie, saving a database read per request. Off by default. */
  cookieCache?: { enabled?: boolean; maxAge?: number };
  additionalFields?: FieldAdditions;
  /**
   * Where sessions are read from. `database` (the default) reads the session
   * table. `secondary` keeps each session, with a copy of its user, in
   * `secondaryStorage` under a key that expires with it: reading a session is
   * one storage call and no database query, and ending one deletes its key, so
   * every instance sees it gone at once. See docs/deploying.md.
   */
  storage?: 'database' | 'secondary';
  /**
   * With `storage: 'secondary'`: also keep every session in the session table
   * (the default, true), written and deleted together with the stored copy; a
   * session missing from storage is then read from the database and stored
   * again. False keeps sessions only in secondary storage (needs a
   * `secondaryStorage` with `addMember`, `removeMember` and `members`, like
   * the Redis and memory ones).
   */
  storeInDatabase?: boolean;
  /**
   * With `storage: 'secondary'`, what a session read does when the store fails
   * or does not answer within `secondaryStorageTimeout`: `deny` (the default)
   * answers 503 SECONDARY_STORAGE_UNAVAILABLE; `allow` reads the database when
   * it keeps sessions, and otherwise treats the request as signed out for this
   * request (without clearing its cookies).
   */
  onStorageError?: 'deny' | 'allow';
}

export interface UserOptions {
  additionalFields?: FieldAdditions;
  changeEmail?: {
    enabled?: boolean;
    /** Sent to the current, verified address to confirm the change. */
    sendChangeEmailVerification?: SendMail<MailData & { newEmail: string }>;
  };
  deleteUser?: {
    enabled?: boolean;
    /** When set, deletion waits for the link in this mail. */
    sendDeleteAccountVerification?: SendMail;
    /** Seconds. Defaults to 86400. */
    deleteTokenExpiresIn?: number;
    beforeDelete?: (user: MailUser, request: Request | undefined) => Promise<void> | void;
    afterDelete?: (user: MailUser, request: Request | undefined) => Promise<void> | void;
  };
}
