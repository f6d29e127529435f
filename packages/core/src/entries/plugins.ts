// latchkey/plugins: the toolkit every plugin uses, ours and yours alike.
export { defineEndpoint, defineMiddleware } from '../endpoint/define-endpoint.js';
export { definePlugin } from '../plugin/define-plugin.js';
export { pluginKey } from '../plugin/plugin-key.js';
export type { PluginKey } from '../plugin/plugin-key.js';
// Row types derive from the schema that declares the columns, never written twice.
export type { SchemaDefinition, InferRecord, InferRow, InferFields } from '../db/schema-types.js';
export type {
  LatchkeyPlugin,
  VerificationMailInput,
  BeforeHook,
  AfterHook,
  AfterHookContext,
  Hooks,
  PluginCleanup,
  EndpointContext,
  Middleware,
  AuthContext,
  SessionExtension,
  EventRecorder,
} from '../declarations/auth-context.js';
export type { HookMatcher, EndpointMeta } from '../declarations/endpoint-meta.js';
export { beforeHook, afterHook } from '../plugin/typed-hooks.js';
export type { CorePath, HookContext } from '../plugin/typed-hooks.js';
export type { CookieAccess } from '../declarations/cookie-access.js';
// Per-request values, kept on the request's cookie jar under a symbol (no WeakMap entry per request).
export { requestMemo } from '../endpoint/request-memo.js';
export type { RequestMemo, RequestHolder } from '../endpoint/request-memo.js';
export type { EndpointWithBody } from '../endpoint/endpoint-with-body.js';
export type { CleanupResult } from '../context/run-cleanup.js';
export { AuthError, defineErrorCodes } from '../error/auth-error.js';
// Input schemas built on first use from the core's zod: a plugin that builds its schemas
// this way loads no second copy of zod, and nothing of zod at start.
export { lazySchema, resolveSchema, isLazySchema, loadZod } from '../endpoint/lazy-schema.js';
export type { LazySchema } from '../endpoint/lazy-schema.js';
export type { Zod, InputSchema } from '../endpoint/lazy-schema.js';
export type { z } from 'zod';
export { CORE_ERROR_CODES } from '../error/core-error-codes.js';

// Sessions: creation, resolution, cookies, revocation.
export { sessionMiddleware, databaseSessionMiddleware } from '../session/session-middleware.js';
export { readSession, findSession, isFresh } from '../session/read-session.js';
export type { CurrentSession, ReadSessionOptions } from '../session/read-session.js';
export { issueSession } from '../session/issue-session.js';
export type { IssueSessionInput, IssuedSession } from '../session/issue-session.js';
export type {
  ChallengeAnswer,
  SessionChallenge,
  SessionCreateDecision,
  SignInAttempt,
  SignInMethod,
} from '../declarations/sign-in-attempt.js';
export { createSession } from '../session/create-session.js';
export { setSessionCookies, clearSessionCookies } from '../session/session-cookies.js';
export { readSessionToken } from '../session/session-token-cookie.js';
export { markSessionsRevoked } from '../session/revocation-marker.js';
export { revokeUserSessions } from '../session/revoke-user-sessions.js';
export type { RevokeUserSessionsOptions } from '../session/revoke-user-sessions.js';
export { endSession } from '../session/end-session.js';
export { sessionTransaction } from '../session/session-transaction.js';
export { listUserSessions } from '../session/list-user-sessions.js';
export { refreshSessionUser } from '../session/refresh-session-user.js';
export { updateStoredSession } from '../session/update-stored-session.js';
export { updateUserSessions } from '../session/update-user-sessions.js';
export type { UpdateUserSessionsInput } from '../session/update-user-sessions.js';
export { dropSessionCache } from '../account/drop-session-cache.js';
export type { Session, User, SessionWithUser } from '../session/session-types.js';

// Passwords: the policy every new password passes, and the lock-aware check of a guess.
export { checkNewPassword } from '../account/check-new-password.js';
export type { NewPasswordInput } from '../account/check-new-password.js';
export { checkPassword } from '../account/check-password.js';
export type { PasswordCheck } from '../account/check-password.js';
export { recordSignInFailure, clearSignInFailures } from '../account/sign-in-throttle.js';
export { saveCredentialPassword } from '../account/save-credential-password.js';
export { applyPasswordReset } from '../account/apply-password-reset.js';
export type { PasswordResetInput } from '../account/apply-password-reset.js';

// Users and accounts.
export { findUserByEmail, findUserById, findCredentialAccount } from '../account/find-user.js';
export type { UserRow, AccountRow } from '../account/find-user.js';
export { pickUserFields } from '../account/user-fields.js';
export { deleteUserData } from '../account/delete-user-data.js';
export { claimVerifiedEmail } from '../account/claim-verified-email.js';
export type { ClaimVerifiedEmailInput, ClaimedEmail } from '../account/claim-verified-email.js';

// Tokens and one-time codes.
export { storeToken, consumeToken } from '../verification/verification-token.js';
export type { TokenPurpose, ConsumedToken } from '../verification/verification-token.js';
export { issueCode, verifyCode } from '../verification/one-time-code.js';
export type { IssueCodeInput, IssuedCode, VerifyCodeInput, VerifiedCode } from '../verification/one-time-code.js';

// Input, redirects, mail.
export { assertSafeRedirect, isSafeRedirect } from '../security/safe-redirect.js';
export { emailInput, passwordInput, redirectInput } from '../account/input-schemas.js';
export { sendMailInBackground, endpointURL } from '../account/send-mail.js';
export { withQuery } from '../account/with-query.js';
export { sendVerificationMail } from '../account/send-verification-mail.js';
export { toPublicRecord } from '../db/public-record.js';

// Crypto.
export { generateRandomString } from '../crypto/random-string.js';
export { generateId } from '../crypto/tokens.js';
export { hashTokenSync } from '../crypto/hash-token.js';
export { keyedHash } from '../crypto/keyed-hash.js';
export { constantTimeEqual } from '../crypto/constant-time-equal.js';
export { signCookieValue as signValue, verifySignedCookieValue as verifySignedValue } from '../cookies/sign-cookie-value.js';
export { signJWT, verifyJWT } from '../crypto/jwt.js';
export { encryptValue, decryptValue } from '../crypto/encrypt-value.js';
export type { KeyValueStore } from '../storage/key-value-store.js';

// Security events: emitted where the decision is made.
export { emitEvent, emitSystemEvent, hasEventListeners } from '../events/emit-event.js';
export { eventTransaction } from '../events/event-transaction.js';
export { CREDENTIAL_REVOKING_EVENTS } from '../events/credential-revoking-events.js';
export type { EventInput, EmitOptions, SystemEmitOptions } from '../events/emit-event.js';
export type { AuthEvent, AuthEventOf, AuthEventType, AuthEventActor, AuthEventRegistry, SessionRevokeCause } from '../events/auth-event.js';
