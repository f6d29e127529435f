import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createHashQueue, isHashingBusy } from './hash-queue.js';
import { hashQueueOptions, type HashQueueSettings } from './hash-queue-options.js';
import { isLegacyScryptHash, LEGACY_SCRYPT_PARAMS, verifyLegacyScryptHash } from './legacy-scrypt.js';
import type { PasswordHasher } from './password-hasher.js';
import { deriveScryptKey, scryptMemory, type ScryptParams } from './scrypt-key.js';
import { formatScryptHash, parseScryptHash, type ScryptHash } from './scrypt-phc.js';

/**
 * OWASP's current minimum for scrypt: N=2^17, r=8, p=1. A 32-byte key and a
 * 16-byte salt. About 128 MiB and a few hundred milliseconds per hash.
 */
export const DEFAULT_SCRYPT_PARAMS: Readonly<ScryptParams> = Object.freeze({ logN: 17, r: 8, p: 1, keyLength: 32 });

const SALT_LENGTH = 16;
const MiB = 1024 * 1024;

/**
 * Parameters, and how many derivations may run at once (hash and verify
 * together). Each holds `128 · N · r` bytes (128 MiB at the defaults) until done;
 * see {@link HashQueueSettings} for the bounds.
 */
export interface ScryptHasherOptions extends Partial<ScryptParams>, HashQueueSettings {}

/** The default hasher's shape: a {@link PasswordHasher} plus timing equalisation. */
export interface ScryptHasher extends Required<PasswordHasher> {
  readonly params: Readonly<ScryptParams>;
  /** Spends the time of one real verification and answers false. See {@link verifyDummy}. */
  verifyDummy(password: string): Promise<false>;
}

/**
 * Creates a scrypt password hasher. Hashes are PHC strings
 * (`$scrypt$ln=17,r=8,p=1$<salt>$<key>`); legacy `<salt hex>:<key hex>` hashes
 * also verify and always need a rehash. Passwords are NFKC-normalised so the same
 * password typed on different keyboards or input methods hashes the same.
 *
 * Lower parameters are for tests only; production should keep the defaults.
 *
 * @example
 * const hasher = createScryptHasher();            // production
 * const fast = createScryptHasher({ logN: 10 });  // tests
 */
export function createScryptHasher(options: ScryptHasherOptions = {}): ScryptHasher {
  const { concurrency, memoryBudget, maxQueue, ...overrides } = options;
  const params: Readonly<ScryptParams> = Object.freeze({ ...DEFAULT_SCRYPT_PARAMS, ...overrides });
  assertParams(params);
  const memory = scryptMemory(params);
  const queue = createHashQueue(hashQueueOptions({ concurrency, memoryBudget, maxQueue }, memory));
  // Stored hashes may carry other parameters; refuse ones that would need far
  // more memory than ours, so a corrupted row cannot exhaust the process.
  const memoryCeiling = Math.max(256 * MiB, 2 * memory);
  // A random key nobody knows the password for: verifying against it costs
  // exactly one real verification, with no hashing up front. Made at first use:
  // Workers refuse random values at module load, where the default hasher is built.
  let dummyHash: string | undefined;
  const dummy = (): string =>
    (dummyHash ??= formatScryptHash({ params, salt: randomBytes(SALT_LENGTH), key: randomBytes(params.keyLength) }));

  const verifyHash = async (stored: ScryptHash, password: string): Promise<boolean> => {
    if (scryptMemory(stored.params) > memoryCeiling || stored.params.p > 16) return false;
    const key = await queue(scryptMemory(stored.params), () =>
      deriveScryptKey(password.normalize('NFKC'), stored.salt, stored.params),
    );
    return timingSafeEqual(key, stored.key);
  };

  const verify = async ({ hash, password }: { hash: string; password: string }): Promise<boolean> => {
    try {
      const parsed = parseScryptHash(hash);
      if (parsed) return await verifyHash(parsed, password);
      if (isLegacyScryptHash(hash)) {
        return await queue(scryptMemory(LEGACY_SCRYPT_PARAMS), () => verifyLegacyScryptHash(hash, password));
      }
      return false;
    } catch (error) {
      if (isHashingBusy(error)) throw error;
      // A hash we cannot evaluate is a failed verification, never a 500.
      return false;
    }
  };

  return {
    params,
    async hash(password: string): Promise<string> {
      const salt = randomBytes(SALT_LENGTH);
      const key = await queue(memory, () => deriveScryptKey(password.normalize('NFKC'), salt, params));
      return formatScryptHash({ params, salt, key });
    },
    verify,
    needsRehash(hash: string): boolean {
      const parsed = parseScryptHash(hash);
      if (!parsed) return true;
      const current = parsed.params;
      return (
        current.logN !== params.logN ||
        current.r !== params.r ||
        current.p !== params.p ||
        current.keyLength !== params.keyLength ||
        parsed.salt.byteLength < SALT_LENGTH
      );
    },
    async verifyDummy(password: string): Promise<false> {
      await verify({ hash: dummy(), password });
      return false;
    },
  };
}

function assertParams(params: ScryptParams): void {
  const { logN, r, p, keyLength } = params;
  const valid = [logN, r, p, keyLength].every(Number.isInteger) && logN >= 1 && logN <= 24;
  if (!valid || r < 1 || p < 1 || p > 16 || keyLength < 16 || keyLength > 128) {
    throw new RangeError(`Invalid scrypt parameters: ${JSON.stringify(params)}`);
  }
}
