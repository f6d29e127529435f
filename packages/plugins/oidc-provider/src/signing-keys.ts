import { createLocalJWKSet, importJWK, type JSONWebKeySet, type JWK, type JWTVerifyGetKey } from 'jose';
import { decryptValue, type AuthContext } from 'latchkey/plugins';

/** A signing key of the jwt plugin, opened for signing. */
export interface ProviderSigningKey {
  kid: string;
  alg: string;
  key: CryptoKey;
}

interface JwtKeyRow {
  id: string;
  privateKey: string;
  alg: string;
  predecessor: string;
  createdAt: Date;
}

// The label the jwt plugin seals its private keys with: part of its stored key format.
const JWT_KEY_INFO = 'latchkey:jwt-private-key';
// As long as the jwt plugin itself keeps a key in memory before looking again.
const FRESH_MS = 60_000;

const cache = new WeakMap<AuthContext, { signing: ProviderSigningKey; freshUntil: number }>();

/** The jwt plugin's resolved `gracePeriod`, read by shape: plugins do not import each other's types. */
function gracePeriodOf(options: unknown): number | undefined {
  if (typeof options !== 'object' || options === null || !('gracePeriod' in options)) return undefined;
  return typeof options.gracePeriod === 'number' ? options.gracePeriod : undefined;
}

/** What the provider uses of the jwt plugin on this instance: its key lifetime and its `/jwks` route. */
function jwtPluginOf(auth: AuthContext): { gracePeriod: number; jwks: { handler(ctx: unknown): unknown } } {
  const plugin = auth.plugins.find((candidate) => candidate.id === 'jwt');
  const jwks = plugin?.endpoints?.getJwks;
  const gracePeriod = gracePeriodOf(plugin?.options);
  if (gracePeriod === undefined || !jwks) throw new Error('Latchkey oidc-provider: add the jwt plugin (`jwt()` from @latchkey/jwt), whose keys sign the tokens.');
  return { gracePeriod, jwks };
}

/** How long the jwt plugin keeps a replaced key published (seconds): no token may outlive it. */
export function keyGracePeriod(auth: AuthContext): number {
  return jwtPluginOf(auth).gracePeriod;
}

/**
 * The published key set: the jwt plugin's `/jwks`, read through its route's
 * value (plugins do not import each other). That route makes the first key
 * and rotates it when due, so the provider never decides rotation itself and
 * both publish one set.
 *
 * @example
 * const { keys } = await publishedKeys(ctx.auth);
 */
export async function publishedKeys(auth: AuthContext): Promise<JSONWebKeySet> {
  return (await jwtPluginOf(auth).jwks.handler({ auth, responseHeaders: new Headers() })) as JSONWebKeySet;
}

const keyed = new WeakSet<AuthContext>();

/**
 * Whether the jwt plugin has made a key yet. Until it has, no token of this
 * provider exists, and reading `/jwks` (which makes the first key) on behalf
 * of a request that is refused would write for nothing. Once a key exists one
 * always does (rotation keeps the old key published), so the answer is kept.
 *
 * @example
 * if (!(await hasSigningKey(auth))) return null; // no token of ours can verify
 */
export async function hasSigningKey(auth: AuthContext): Promise<boolean> {
  if (keyed.has(auth)) return true;
  const found = (await auth.db.findMany({ model: 'jwks', limit: 1 })).length > 0;
  if (found) keyed.add(auth);
  return found;
}

/** A verifier over the published keys, for tokens this provider issued. */
export async function localKeySet(auth: AuthContext): Promise<JWTVerifyGetKey> {
  return createLocalJWKSet(await publishedKeys(auth));
}

/** The newest published key: the one no other key names as its predecessor. */
function headOf(rows: readonly JwtKeyRow[]): JwtKeyRow | undefined {
  const replaced = new Set(rows.map((row) => row.predecessor));
  return rows.filter((row) => !replaced.has(row.id)).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
}

/**
 * The key ID tokens and access tokens are signed with: the jwt plugin's
 * current key, read at most once a minute per instance.
 *
 * @example
 * const { kid, alg, key } = await providerSigningKey(ctx.auth);
 */
export async function providerSigningKey(auth: AuthContext): Promise<ProviderSigningKey> {
  const cached = cache.get(auth);
  if (cached && Date.now() < cached.freshUntil) return cached.signing;
  const { keys } = await publishedKeys(auth);
  const ids = keys.map((key) => key.kid).filter((kid): kid is string => typeof kid === 'string');
  const rows = await auth.db.findMany<JwtKeyRow>({ model: 'jwks', where: [{ field: 'id', operator: 'in', value: ids }] });
  const head = headOf(rows);
  const opened = head ? await decryptValue(head.privateKey, auth.secrets, { info: JWT_KEY_INFO }) : null;
  if (!head || opened === null) throw new Error('Latchkey oidc-provider: the signing key cannot be opened with the configured secrets.');
  const signing = { kid: head.id, alg: head.alg, key: (await importJWK(JSON.parse(opened) as JWK, head.alg)) as CryptoKey };
  cache.set(auth, { signing, freshUntil: Date.now() + FRESH_MS });
  return signing;
}
