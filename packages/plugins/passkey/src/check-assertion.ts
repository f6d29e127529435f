import type { verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { loadWebAuthn, loadWebAuthnHelpers } from './load-webauthn.js';
import { AuthError } from 'latchkey/plugins';
import type { AuthContext } from 'latchkey/plugins';
import { PASSKEY_ERROR_CODES } from './error-codes.js';
import type { PasskeyRow } from './passkey-record.js';
import { relyingPartyOf } from './relying-party.js';
import { passkeyKey } from './passkey-options.js';

/**
 * Verifies an assertion against the stored passkey it names, then records the
 * new counter and backup flags. Any failure (unknown credential, another
 * user's handle, wrong origin or RP ID, bad signature, a counter that did not
 * move forward) answers the same 401 AUTHENTICATION_FAILED; the reason goes
 * to the log only.
 *
 * @example
 * const { row, userVerified } = await checkAssertion(ctx.auth, { response, challenge });
 */
export async function checkAssertion(
  auth: AuthContext,
  input: { response: AuthenticationResponseJSON; challenge: string },
): Promise<{ row: PasskeyRow; userVerified: boolean }> {
  const fail = (reason: string): never => {
    auth.logger.info('passkey sign-in refused', { reason });
    throw AuthError.of(PASSKEY_ERROR_CODES, 'AUTHENTICATION_FAILED');
  };
  const { response } = input;
  const [{ verifyAuthenticationResponse }, { isoBase64URL }] = await Promise.all([loadWebAuthn(), loadWebAuthnHelpers()]);
  const row = await auth.db.findOne<PasskeyRow>({ model: 'passkey', where: [{ field: 'credentialID', value: response.id }] });
  if (!row) return fail('unknown credential');
  // A discoverable credential names its user: it must be the passkey's owner.
  const handle = response.response.userHandle;
  if (handle !== undefined && handle !== isoBase64URL.fromUTF8String(row.userId)) return fail('user handle mismatch');
  const rp = relyingPartyOf(auth);
  const stored = Number(row.counter);
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: input.challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      credential: { id: row.credentialID, publicKey: isoBase64URL.toBuffer(row.publicKey), counter: stored, transports: [] },
      requireUserVerification: passkeyKey.options(auth).userVerification === 'required',
    });
  } catch (error) {
    return fail((error as Error).message);
  }
  // Outside the try: the refusal `fail` throws must not be caught and logged a second time.
  if (!verified.verified) return fail('not verified');
  const info = verified.authenticationInfo;
  // Guarded on the counter read above: of two assertions racing, the slower one finds it moved.
  const updated = await auth.db.updateMany({
    model: 'passkey',
    where: [
      { field: 'id', value: row.id },
      { field: 'counter', value: row.counter },
    ],
    update: { counter: info.newCounter, deviceType: info.credentialDeviceType, backedUp: info.credentialBackedUp },
  });
  if (updated !== 1 && (stored > 0 || info.newCounter > 0)) return fail('counter raced');
  return { row, userVerified: info.userVerified };
}
