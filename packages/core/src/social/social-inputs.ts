import type { Zod } from '../endpoint/lazy-schema.js';

/** Provider ids are short identifiers; the map lookup decides whether one exists. */
export const providerIdInput = (z: Zod) => z.string().min(1).max(100);

/** Extra scopes for one authorization request. */
export const scopesInput = (z: Zod) => z.array(z.string().min(1).max(256)).max(50);

/** An ID token a client posts (spec §7). Sizes bound what is parsed and verified. */
export const idTokenInput = (z: Zod) => z.object({
  token: z.string().min(1).max(16_384),
  nonce: z.string().max(512).optional(),
  accessToken: z.string().max(16_384).optional(),
  refreshToken: z.string().max(16_384).optional(),
  /** Access token expiry in milliseconds since the epoch. */
  expiresAt: z.number().int().positive().optional(),
  scopes: scopesInput(z).optional(),
});

/** The body of /get-access-token and /refresh-token (spec §5). */
export const accountTokenBody = (z: Zod) => z.object({
  providerId: providerIdInput(z),
  accountId: z.string().min(1).max(255).optional(),
  /** Honoured only on the server (`auth.api`); over HTTP the session decides. */
  userId: z.string().min(1).max(255).optional(),
});
