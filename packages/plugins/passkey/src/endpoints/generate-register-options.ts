import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { defineEndpoint, databaseSessionMiddleware, lazySchema } from 'latchkey/plugins';
import { loadWebAuthn } from '../load-webauthn.js';
import { storeChallenge } from '../passkey-challenge.js';
import { listPasskeys } from '../passkey-record.js';
import { requireFreshSession } from '../require-fresh-session.js';
import { relyingPartyOf } from '../relying-party.js';
import { passkeyKey } from '../passkey-options.js';
import { passkeyRoutes } from '../routes.js';

/**
 * `POST /passkey/generate-register-options`: the options for
 * `navigator.credentials.create()`. POST, not GET: it writes a challenge
 * (bound to this session, valid 5 minutes), and POST gets the origin check.
 * Needs a fresh session; `sensitive`, so sessions acting on someone's behalf
 * are refused by the plugin that starts them.
 */
export const generateRegisterOptions = defineEndpoint({
  ...passkeyRoutes.generateRegisterOptions,
  body: lazySchema((z) => z.object({ authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional() }).optional()),
  use: [databaseSessionMiddleware],
  meta: { sensitive: true, noStore: true },
  handler: async (ctx): Promise<PublicKeyCredentialCreationOptionsJSON> => {
    const { session, user } = requireFreshSession(ctx);
    const options = passkeyKey.options(ctx.auth);
    const rp = relyingPartyOf(ctx.auth);
    const existing = await listPasskeys(ctx.auth, user.id);
    const { generateRegistrationOptions } = await loadWebAuthn();
    const creation = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: user.email,
      userDisplayName: user.name || user.email,
      // The user handle authenticators return on sign-in: the user id, nothing secret.
      userID: new TextEncoder().encode(user.id),
      attestationType: 'none',
      excludeCredentials: existing.map((row) => ({ id: row.credentialID, transports: row.transports?.split(',') ?? [] })),
      authenticatorSelection: {
        residentKey: options.residentKey,
        userVerification: options.userVerification,
        authenticatorAttachment: ctx.body?.authenticatorAttachment ?? options.authenticatorAttachment,
      },
    });
    await storeChallenge(ctx.auth, { purpose: 'passkey-registration', challenge: creation.challenge, owner: session.id });
    return creation;
  },
});
