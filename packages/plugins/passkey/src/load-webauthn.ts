/**
 * @simplewebauthn/server is large (CBOR, ASN.1, attestation formats) and only the
 * passkey routes use it, so it loads on their first call instead of at the app's start.
 *
 * @example
 * const { verifyAuthenticationResponse } = await loadWebAuthn();
 */
export function loadWebAuthn(): Promise<typeof import('@simplewebauthn/server')> {
  return import('@simplewebauthn/server');
}

/**
 * The encoding helpers of @simplewebauthn/server, loaded on first use like {@link loadWebAuthn}.
 *
 * @example
 * const { isoBase64URL } = await loadWebAuthnHelpers();
 */
export function loadWebAuthnHelpers(): Promise<typeof import('@simplewebauthn/server/helpers')> {
  return import('@simplewebauthn/server/helpers');
}
