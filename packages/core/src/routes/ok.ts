import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { coreRoutes } from './core-routes.js';

/** `GET /ok`: a liveness probe answering `{ ok: true }`. */
export const ok = defineEndpoint({
  ...coreRoutes.ok,
  handler: () => ({ ok: true as const }),
});
