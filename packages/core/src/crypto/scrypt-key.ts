import { scrypt } from 'node:crypto';

/** Cost parameters of one scrypt derivation. `logN` is log2 of the CPU/memory cost N. */
export interface ScryptParams {
  logN: number;
  r: number;
  p: number;
  keyLength: number;
}

/** Bytes scrypt's working buffer needs: 128 · N · r (the p lanes run one after another). */
export function scryptMemory(params: Pick<ScryptParams, 'logN' | 'r'>): number {
  return 128 * 2 ** params.logN * params.r;
}

/**
 * Derives a scrypt key on libuv's thread pool, so the event loop keeps serving
 * requests while a hash is computed.
 *
 * `maxmem` is twice the working buffer: Node refuses any derivation above it
 * (its default of 32 MiB is too small for N=2^17, r=8, which needs 128 MiB).
 *
 * @example
 * const key = await deriveScryptKey('hunter2', salt, { logN: 17, r: 8, p: 1, keyLength: 32 });
 */
export function deriveScryptKey(
  password: string | Uint8Array,
  salt: string | Uint8Array,
  params: ScryptParams,
): Promise<Buffer> {
  const options = { N: 2 ** params.logN, r: params.r, p: params.p, maxmem: 2 * scryptMemory(params) };
  return new Promise((resolve, reject) => {
    scrypt(password, salt, params.keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}
