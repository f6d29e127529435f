// Prints password hashes per second at the default parameters as one JSON line.
import { measureHashRate } from '../../packages/core/src/crypto/measure-hash-rate.js';
import { DEFAULT_SCRYPT_PARAMS } from '../../packages/core/src/crypto/scrypt-hasher.js';

const single = await measureHashRate({ seconds: 3, concurrency: 1 });
const parallel = await measureHashRate({ seconds: 3 });
console.log(
  JSON.stringify({
    params: DEFAULT_SCRYPT_PARAMS,
    hashesPerSecondOneAtATime: Number(single.toFixed(2)),
    hashesPerSecondParallel: Number(parallel.toFixed(2)),
  }),
);
