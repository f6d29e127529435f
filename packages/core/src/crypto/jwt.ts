import type { JWTPayload } from 'jose';

export interface SignJWTOptions {
  /** Lifetime in seconds. Default 3600. */
  expiresIn?: number;
}

export interface VerifyJWTOptions {
  /** Accepted clock difference in seconds for `exp`, `nbf` and `iat`. Default 0. */
  clockTolerance?: number;
}

const encoder = new TextEncoder();
// The only algorithm accepted: `alg: none`, asymmetric algorithms (the classic
// key-confusion attack) and other HMAC sizes are all refused by jose.
const ALGORITHMS = ['HS256'];

/**
 * Signs a payload as an HS256 JWT with `iat` and `exp` set.
 *
 * @example
 * const token = await signJWT({ email: user.email }, secret, { expiresIn: 3600 });
 */
export async function signJWT(payload: JWTPayload, secret: string, options: SignJWTOptions = {}): Promise<string> {
  const { expiresIn = 3600 } = options;
  const now = Math.floor(Date.now() / 1000);
  // jose loads on first use: most requests sign and verify no JWT, and a cold start should not pay for it.
  const { SignJWT } = await import('jose');
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(encoder.encode(secret));
}

/**
 * Verifies an HS256 JWT against the current secret and any older ones (rotation)
 * and answers its payload, or `null` when it is malformed, expired, signed with
 * another algorithm or by none of the secrets. Other failures still throw.
 *
 * @example
 * const payload = await verifyJWT<{ email: string }>(token, [secret, previousSecret]);
 * if (!payload) return invalidToken();
 */
export async function verifyJWT<T extends JWTPayload = JWTPayload>(
  token: string,
  secrets: string | readonly string[],
  options: VerifyJWTOptions = {},
): Promise<(T & JWTPayload) | null> {
  const candidates = typeof secrets === 'string' ? [secrets] : secrets;
  const { errors, jwtVerify } = await import('jose');
  // An empty entry (an unset old secret during rotation) is skipped, not fatal.
  for (const secret of candidates.filter((candidate) => candidate.length > 0)) {
    try {
      const { payload } = await jwtVerify<T>(token, encoder.encode(secret), {
        algorithms: ALGORITHMS,
        clockTolerance: options.clockTolerance ?? 0,
        requiredClaims: ['exp'],
      });
      return payload;
    } catch (error) {
      // Only a signature mismatch is worth retrying with the next secret.
      if (error instanceof errors.JWSSignatureVerificationFailed) continue;
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
  return null;
}
