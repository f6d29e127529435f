import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { defineEndpoint, readSession } from 'latchkey/plugins';
import { loadWebAuthn } from '../load-webauthn.js';
import { storeChallenge } from '../passkey-challenge.js';
import { listPasskeys } from '../passkey-record.js';
import { relyingPartyOf } from '../relying-party.js';
import { passkeyKey } from '../passkey-options.js';
import { startSignInAttempt } from '../sign-in-attempt.js';
import { passkeyRoutes } from '../routes.js';

/**
 * `POST /passkey/generate-authenticate-options`: the options for
 * `navigator.credentials.get()`, for a discoverable sign-in (no email typed:
 * the authenticator offers its passkeys for this site) or conditional UI
 * (autofill). It starts a sign-in attempt: a signed, httpOnly cookie names
 * it, and the challenge is kept server-side for 5 minutes. Signed in, the
 * user's own passkeys are listed (re-authentication); signed out, none are,
 * so nothing about any account is revealed.
 */
export const generateAuthenticateOptions = defineEndpoint({
  ...passkeyRoutes.generateAuthenticateOptions,
  meta: { authEntry: true, noStore: true },
  handler: async (ctx): Promise<PublicKeyCredentialRequestOptionsJSON> => {
    const current = await readSession(ctx);
    const mine = current ? await listPasskeys(ctx.auth, current.user.id) : [];
    const { generateAuthenticationOptions } = await loadWebAuthn();
    const request = await generateAuthenticationOptions({
      rpID: relyingPartyOf(ctx.auth).id,
      userVerification: passkeyKey.options(ctx.auth).userVerification,
      allowCredentials: mine.map((row) => ({ id: row.credentialID, transports: row.transports?.split(',') ?? [] })),
    });
    const attemptId = await startSignInAttempt(ctx);
    await storeChallenge(ctx.auth, { purpose: 'passkey-authentication', challenge: request.challenge, owner: attemptId });
    return request;
  },
});
