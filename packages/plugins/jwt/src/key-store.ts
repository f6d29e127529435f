import { UniqueConstraintError } from 'latchkey';
import type { AuthContext } from 'latchkey/plugins';
import { GENESIS, headOf, isDue, publishedKeys, rotateAt } from './key-chain.js';
import { makeKeyPair, openPrivateKey, type KeyRow } from './key-pair.js';
import { KEY_REFRESH_SECONDS, jwtKey } from './jwt-options.js';

/** The key an instance signs with, imported once and kept in memory. */
export interface SigningKey {
  kid: string;
  alg: KeyRow['alg'];
  key: CryptoKey;
  /** When to stop using it without looking at the database (ms since the epoch). */
  freshUntil: number;
}

interface KeyState {
  signing?: SigningKey;
  loading?: Promise<SigningKey>;
}

// Per instance (not per plugin value): two instances may share one plugin value but not one database.
const states = new WeakMap<AuthContext, KeyState>();

const readKeys = (auth: AuthContext): Promise<KeyRow[]> => auth.db.findMany<KeyRow>({ model: 'jwks' });

/**
 * Adds the key that replaces `predecessor`. Under concurrency every instance
 * names the same predecessor and the unique constraint lets one insert win;
 * the others read the winner's key. Replaced keys past their overlap are
 * deleted on the way.
 */
async function addKey(auth: AuthContext, predecessor: string): Promise<void> {
  const options = jwtKey.options(auth);
  const pair = await makeKeyPair(options.algorithm, auth.secrets);
  const row = { id: auth.generateId(), ...pair, alg: options.algorithm, predecessor, createdAt: new Date() };
  try {
    await auth.db.create({ model: 'jwks', data: row });
  } catch (error) {
    if (error instanceof UniqueConstraintError) return;
    throw error;
  }
  const rows = await readKeys(auth);
  const kept = new Set(publishedKeys(rows, options, Date.now()).map((key) => key.id));
  const dropped = rows.filter((key) => !kept.has(key.id)).map((key) => key.id);
  if (dropped.length > 0) await auth.db.deleteMany({ model: 'jwks', where: [{ field: 'id', operator: 'in', value: dropped }] });
}

/**
 * The stored keys, with a new head made first when the current one is due
 * (none yet, another algorithm, past `rotationInterval`) or, with `replace`,
 * cannot be opened with the app's secrets.
 *
 * @example
 * const { head, rows } = await currentKeys(ctx.auth);
 */
export async function currentKeys(auth: AuthContext, input: { replace?: string } = {}): Promise<{ head: KeyRow; rows: KeyRow[] }> {
  const options = jwtKey.options(auth);
  let rows = await readKeys(auth);
  let head = headOf(rows);
  if (isDue(head, options, Date.now()) || (input.replace !== undefined && head?.id === input.replace)) {
    await addKey(auth, head?.id ?? GENESIS);
    rows = await readKeys(auth);
    head = headOf(rows);
  }
  if (!head) throw new Error('Latchkey jwt: no signing key could be stored.');
  return { head, rows };
}

/** The public keys of the JWKS: the signing key and replaced keys still within their overlap. */
export async function publishedRows(auth: AuthContext): Promise<KeyRow[]> {
  const { rows } = await currentKeys(auth);
  return publishedKeys(rows, jwtKey.options(auth), Date.now());
}

async function loadSigningKey(auth: AuthContext, previous: SigningKey | undefined): Promise<SigningKey> {
  let { head } = await currentKeys(auth);
  let key = previous?.kid === head.id ? previous.key : await openPrivateKey(head, auth.secrets);
  if (!key) {
    // The secret that sealed it is gone: a new key replaces it rather than every request failing.
    auth.logger.warn('jwt: the signing key cannot be opened with the current secrets; making a new one');
    ({ head } = await currentKeys(auth, { replace: head.id }));
    key = await openPrivateKey(head, auth.secrets);
    if (!key) throw new Error('Latchkey jwt: the signing key cannot be opened with the configured secrets.');
  }
  const freshUntil = Math.min(Date.now() + KEY_REFRESH_SECONDS * 1000, rotateAt(head, jwtKey.options(auth)));
  return { kid: head.id, alg: head.alg, key, freshUntil };
}

/**
 * The key to sign with when it is in memory and fresh, without waiting; else
 * `undefined`, and `signingKey` loads it.
 *
 * @example
 * const key = freshSigningKey(ctx.auth) ?? (await signingKey(ctx.auth));
 */
export function freshSigningKey(auth: AuthContext): SigningKey | undefined {
  const cached = states.get(auth)?.signing;
  return cached && Date.now() < cached.freshUntil ? cached : undefined;
}

/**
 * The key to sign with. Hot path (every `/get-session`): answered from memory;
 * the database is read at most once a minute per instance, and the private key
 * is decrypted and imported only when the key changes. Concurrent callers
 * share one load.
 *
 * @example
 * const { kid, alg, key } = await signingKey(ctx.auth);
 */
export async function signingKey(auth: AuthContext): Promise<SigningKey> {
  const fresh = freshSigningKey(auth);
  if (fresh) return fresh;
  let state = states.get(auth);
  if (!state) states.set(auth, (state = {}));
  const current = state;
  current.loading ??= loadSigningKey(auth, current.signing)
    .then((loaded) => (current.signing = loaded))
    .finally(() => (current.loading = undefined));
  return current.loading;
}
