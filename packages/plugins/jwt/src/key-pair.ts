import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { decryptValue, encryptValue } from 'latchkey/plugins';
import type { InferRow } from 'latchkey/plugins';
import type { JwtAlgorithm } from './jwt-options.js';
import type { jwtSchema } from './schema.js';

/** A stored signing key, as the `jwks` table holds it. */
export interface KeyRow extends InferRow<(typeof jwtSchema)['jwks']> {
  alg: JwtAlgorithm;
}

// Its own HKDF label, so this key never serves another purpose of the same secret.
const ENCRYPTION_INFO = 'latchkey:jwt-private-key';
// Only these members of a public JWK are published: nothing private can slip into the JWKS.
const PUBLIC_MEMBERS = ['kty', 'crv', 'x', 'y', 'n', 'e'] as const;

/**
 * Makes a key pair for `alg` and answers its public JWK and its private JWK
 * sealed with the current secret.
 *
 * @example
 * const { publicKey, privateKey } = await makeKeyPair('EdDSA', auth.secrets);
 */
export async function makeKeyPair(alg: JwtAlgorithm, secrets: readonly string[]): Promise<{ publicKey: string; privateKey: string }> {
  const pair = await generateKeyPair(alg, { extractable: true, ...(alg === 'RS256' ? { modulusLength: 2048 } : {}) });
  const publicJwk = await exportJWK(pair.publicKey);
  const privateJwk = await exportJWK(pair.privateKey);
  return {
    publicKey: JSON.stringify(publicOnly(publicJwk)),
    privateKey: await encryptValue(JSON.stringify(privateJwk), secrets, { info: ENCRYPTION_INFO }),
  };
}

/**
 * The private key of a row, imported for signing; `null` when no secret of
 * `secrets` opens it (the secret was replaced without keeping the old one).
 */
export async function openPrivateKey(row: KeyRow, secrets: readonly string[]): Promise<CryptoKey | null> {
  const opened = await decryptValue(row.privateKey, secrets, { info: ENCRYPTION_INFO });
  if (opened === null) return null;
  return (await importJWK(JSON.parse(opened) as JWK, row.alg)) as CryptoKey;
}

/** The JWKS entry of a row: the public key with its `kid`, `alg` and `use`. */
export function publicJwkOf(row: KeyRow): JWK {
  return { ...publicOnly(JSON.parse(row.publicKey) as JWK), kid: row.id, alg: row.alg, use: 'sig' };
}

function publicOnly(jwk: JWK): JWK {
  const kept: JWK = {};
  for (const member of PUBLIC_MEMBERS) if (jwk[member] !== undefined) kept[member] = jwk[member];
  return kept;
}
