export { createAuth } from './create-auth.js';
export type { Auth, AllEndpoints, UserInputFields } from './types.js';
export type {
  AuthOptions,
  AuthContext,
  EndpointContext,
  Middleware,
  LatchkeyPlugin,
  BeforeHook,
  AfterHook,
  Hooks,
} from './declarations/auth-context.js';
export type { AdvancedOptions } from './declarations/advanced-options.js';
export type { RateLimitOptions } from './declarations/rate-limit-options.js';
export type { AuthHandler, RequestInfo } from './handler/create-handler.js';
export type { Api, ApiCall, ApiInput } from './api/types.js';
export { defineEndpoint, defineMiddleware } from './endpoint/define-endpoint.js';
export type {
  EndpointDefinition,
  EndpointData,
  EndpointOutput,
  EndpointBody,
  EndpointQuery,
} from './endpoint/types.js';
export type { EndpointMeta, HttpMethod, HookMatcher } from './declarations/endpoint-meta.js';
export type { CookieAccess } from './declarations/cookie-access.js';
export type { OutputFields, OutputFieldsOf } from './endpoint/output-fields.js';
export { definePlugin } from './plugin/define-plugin.js';
export { AuthError, defineErrorCodes } from './error/auth-error.js';
export type { ErrorCodeDefinition, ErrorCodeTable } from './error/auth-error.js';
export { CORE_ERROR_CODES } from './error/core-error-codes.js';
export type { CoreErrorCode } from './error/core-error-codes.js';
export { STATUS } from './error/status.js';
export type { StatusName } from './error/status.js';
export { createLogger } from './logger/create-logger.js';
export type { Logger, LogLevel, LoggerOptions } from './logger/create-logger.js';
export { assertSafeRedirect, isSafeRedirect } from './security/safe-redirect.js';
export type { DatabaseAdapter, Where, WhereOperator } from './db/adapter.js';
export { UniqueConstraintError } from './db/adapter.js';
export type { FieldDefinition, TableDefinition, SchemaDefinition, InferRecord, InferRow, InferFields } from './db/schema-types.js';
export { memoryStorage } from './rate-limit/memory-storage.js';
export { databaseStorage } from './rate-limit/database-storage.js';
export { secondaryStorage } from './rate-limit/secondary-storage.js';
export type { CounterStore } from './rate-limit/secondary-storage.js';
export type { KeyValueStore } from './storage/key-value-store.js';
export { memoryKeyValueStore } from './storage/memory-key-value-store.js';
export { redisKeyValueStore } from './storage/redis-key-value-store.js';
export { guardKeyValueStore } from './storage/guard-key-value-store.js';
export type { RedisEvalClient, RedisKeyValueStoreOptions } from './storage/redis-key-value-store.js';
export type { RateLimitStorage, RateLimitHit } from './rate-limit/rate-limit-storage.js';
export { createRateLimiter } from './rate-limit/create-rate-limiter.js';
export { getClientIp } from './rate-limit/get-client-ip.js';
export type { Session, User, SessionWithUser } from './session/session-types.js';
export { createScryptHasher } from './crypto/scrypt-hasher.js';
export type { PasswordHasher } from './crypto/password-hasher.js';
export type {
  AuthEvent,
  AuthEventOf,
  AuthEventType,
  AuthEventActor,
  AuthEventRegistry,
  SessionRevokeCause,
  SignInFailureReason,
} from './events/auth-event.js';
