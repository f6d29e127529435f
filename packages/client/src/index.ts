export { createAuthClient } from './create-auth-client.js';
export { defineClientPlugin } from './define-client-plugin.js';
export type {
  AuthClient,
  AuthClientOptions,
  AuthLike,
  ClientArgs,
  ClientCall,
  ClientEndpoints,
  ClientErrorCodes,
  ClientRoutes,
  DefaultCore,
  InferSession,
} from './proxy/types.js';
export type {
  AtomListener,
  BaseSession,
  BaseUser,
  CallOptions,
  ClientError,
  ClientFetch,
  ClientMethod,
  ClientPlugin,
  ClientResult,
  ClientStore,
  FetchInit,
  FetchOptions,
  RequestContext,
  RetryOptions,
  ServerPluginLike,
  SessionData,
  SessionState,
} from './types.js';
