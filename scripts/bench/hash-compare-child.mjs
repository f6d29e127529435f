// One password hash configuration, measured in a process of its own so its
// peak memory is its own: time per hash one at a time, peak resident memory
// above idle for one hash, and hashes per second with one hash per CPU.
import { randomBytes, scrypt } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const config = JSON.parse(process.argv[2]);
const MiB = 1024 * 1024;

async function makeHash() {
  if (config.kind === 'scrypt') {
    const { logN, r, p } = config;
    const options = { N: 2 ** logN, r, p, maxmem: 2 * 128 * 2 ** logN * r };
    return (password) =>
      new Promise((resolve, reject) =>
        scrypt(password, randomBytes(16), 32, options, (error, key) => (error ? reject(error) : resolve(key))),
      );
  }
  const argon2 = await import('@node-rs/argon2');
  const options = { algorithm: argon2.Algorithm.Argon2id, memoryCost: config.m, timeCost: config.t, parallelism: config.p };
  return (password) => argon2.hash(password, options);
}

const status = (field) =>
  Number(readFileSync('/proc/self/status', 'utf8').split('\n').find((l) => l.startsWith(`${field}:`)).split(/\s+/)[1]) * 1024;

const hash = await makeHash();
await hash('warm up');
await hash('warm up');
globalThis.gc?.();
await new Promise((resolve) => setTimeout(resolve, 200));
const idle = status('VmRSS');
writeFileSync('/proc/self/clear_refs', '5');
await hash('one for memory');
const peakAboveIdle = status('VmHWM') - idle;

const times = [];
for (let i = 0; i < Number(process.env.HASH_RUNS ?? 9); i++) {
  const started = performance.now();
  await hash(`password ${i}`);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);

const cpus = availableParallelism();
let done = 0;
const started = performance.now();
const deadline = started + 3000;
await Promise.all(
  Array.from({ length: cpus }, async () => {
    do {
      await hash('throughput');
      done++;
    } while (performance.now() < deadline);
  }),
);
const seconds = (performance.now() - started) / 1000;
process.stdout.write(
  JSON.stringify({
    medianMs: Number(times[Math.floor(times.length / 2)].toFixed(1)),
    minMs: Number(times[0].toFixed(1)),
    peakAboveIdleMiB: Number((peakAboveIdle / MiB).toFixed(1)),
    hashesPerSecondAllCpus: Number((done / seconds).toFixed(2)),
    cpus,
  }),
);
