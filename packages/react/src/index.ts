export { createAuthClient } from './create-auth-client.js';
export type { ReactAuthClient } from './create-auth-client.js';
export { useStore } from './use-store.js';
export type { StoreLike } from './use-store.js';
