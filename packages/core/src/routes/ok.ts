import { defineEndpoint } from '../endpoint/define-endpoint.js';

/** `GET /ok`: a liveness probe answering `{ ok: true }`. */
export const ok = defineEndpoint({
  method: 'GET',
  path: '/ok',
  handler: () => ({ ok: true as const }),
});
