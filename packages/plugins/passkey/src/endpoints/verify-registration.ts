import type { VerifiedRegistrationResponse } from '@simplewebauthn/server';
import { AuthError, databaseSessionMiddleware, defineEndpoint, lazySchema, type z, emitEvent } from 'latchkey/plugins';
import { PASSKEY_ERROR_CODES } from '../error-codes.js';
import { loadWebAuthn, loadWebAuthnHelpers } from '../load-webauthn.js';
import { spendChallenge } from '../passkey-challenge.js';
import { toPasskey, type Passkey, type PasskeyRow } from '../passkey-record.js';
import { relyingPartyOf } from '../relying-party.js';
import { passkeyKey } from '../passkey-options.js';
import { requireFreshSession } from '../require-fresh-session.js';
import { passkeyName, registrationResponseInput } from '../webauthn-input.js';
import { passkeyRoutes } from '../routes.js';

/**
 * `POST /passkey/verify-registration { response, name? }`: checks the
 * authenticator's answer (the challenge this session was given, the origin,
 * the RP ID, user presence and, when required, verification) and stores the
 * passkey with its counter, backup flags and transports.
 */
export const verifyRegistration = defineEndpoint({
  ...passkeyRoutes.verifyRegistration,
  body: lazySchema((z) => z.object({ response: registrationResponseInput(z), name: passkeyName(z).optional() })),
  use: [databaseSessionMiddleware],
  meta: { sensitive: true },
  handler: async (ctx): Promise<Passkey> => {
    const { session, user } = requireFreshSession(ctx);
    const { response } = ctx.body;
    const challenge = await spendChallenge(ctx.auth, { purpose: 'passkey-registration', clientDataJSON: response.response.clientDataJSON, owner: session.id });
    const info = await verify(ctx.auth, { response, challenge });
    const { credential } = info;
    const taken = await ctx.auth.db.findOne({ model: 'passkey', where: [{ field: 'credentialID', value: credential.id }] });
    if (taken) throw AuthError.of(PASSKEY_ERROR_CODES, 'PASSKEY_ALREADY_REGISTERED');
    const row: PasskeyRow = {
      id: ctx.auth.generateId(),
      name: ctx.body.name ?? null,
      publicKey: (await loadWebAuthnHelpers()).isoBase64URL.fromBuffer(credential.publicKey),
      userId: user.id,
      credentialID: credential.id,
      counter: credential.counter,
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
      transports: (credential.transports ?? response.response.transports ?? []).join(',') || null,
      aaguid: info.aaguid,
      createdAt: new Date(),
    };
    try {
      await ctx.auth.db.transaction(async (tx) => {
        await tx.create({ model: 'passkey', data: { ...row } });
        await emitEvent(ctx, { type: 'passkey.added', detail: { passkeyId: row.id } }, { db: tx });
      });
    } catch (error) {
      // Two registrations of one credential at once: the unique index decides.
      if ((error as Error).name === 'UniqueConstraintError') throw AuthError.of(PASSKEY_ERROR_CODES, 'PASSKEY_ALREADY_REGISTERED');
      throw error;
    }
    return toPasskey(row);
  },
});

type RegistrationInfo = Extract<VerifiedRegistrationResponse, { verified: true }>['registrationInfo'];

async function verify(
  auth: Parameters<typeof relyingPartyOf>[0],
  input: { response: z.infer<ReturnType<typeof registrationResponseInput>>; challenge: string },
): Promise<RegistrationInfo> {
  const rp = relyingPartyOf(auth);
  try {
    const { verifyRegistrationResponse } = await loadWebAuthn();
    const verified = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: input.challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: passkeyKey.options(auth).userVerification === 'required',
    });
    if (verified.verified && verified.registrationInfo.credential.id.length <= 512) return verified.registrationInfo;
  } catch (error) {
    auth.logger.info('passkey registration refused', { reason: (error as Error).message });
  }
  throw AuthError.of(PASSKEY_ERROR_CODES, 'FAILED_TO_VERIFY_REGISTRATION');
}
