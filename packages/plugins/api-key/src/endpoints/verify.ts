import { defineEndpoint, lazySchema } from 'latchkey/plugins';
import { toApiKeyRecord, type ApiKeyRecord } from '../api-key-record.js';
import { permissionsInput } from '../key-input.js';
import { refusalError } from '../refusal-error.js';
import { useApiKey } from '../use-api-key.js';
import { apiKeyRoutes } from '../routes.js';

/** What `verifyApiKey` answers: the key's record when valid, else the error. */
export type VerifyApiKeyResult =
  | { valid: true; error: null; key: ApiKeyRecord }
  | { valid: false; error: { code: string; message: string; details?: unknown }; key: null };

/**
 * `POST /api-key/verify` (server only): checks a key presented to the app's
 * own API and counts one use of it (remaining, rate limit), optionally
 * requiring permissions. Answers `{ valid, error, key }` instead of throwing:
 * an invalid key is an expected outcome.
 *
 * @example
 * const { valid, key } = await auth.api.verifyApiKey({ body: { key: req.headers['x-api-key'], permissions: { files: ['read'] } } });
 */
export const verify = defineEndpoint({
  ...apiKeyRoutes.verify,
  body: lazySchema((z) => z.object({ key: z.string().max(1024), permissions: permissionsInput(z).optional() })),
  meta: { serverOnly: true },
  handler: async (ctx): Promise<VerifyApiKeyResult> => {
    const use = await useApiKey(ctx.auth, { key: ctx.body.key, permissions: ctx.body.permissions });
    if (use.ok) return { valid: true, error: null, key: toApiKeyRecord(ctx.auth, use.row) };
    return { valid: false, error: refusalError(use).toJSON(), key: null };
  },
});
