// `npm run bench -- hash-compare`: scrypt at OWASP's parameters (N=2^17, r=8,
// p=1 and the settings OWASP lists as equal to it) against argon2id at OWASP's
// first choice (m=19 MiB, t=2, p=1) through @node-rs/argon2. Each in a process of
// its own. What an attacker pays per guess is taken as memory held × time: the
// area-time cost that memory-hard hashes are designed to set.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const MiB = 1024 * 1024;

const CONFIGS = [
  { name: 'scrypt N=2^17 r=8 p=1', kind: 'scrypt', logN: 17, r: 8, p: 1 },
  { name: 'scrypt N=2^16 r=8 p=2', kind: 'scrypt', logN: 16, r: 8, p: 2 },
  { name: 'scrypt N=2^15 r=8 p=3', kind: 'scrypt', logN: 15, r: 8, p: 3 },
  { name: 'scrypt N=2^14 r=8 p=5', kind: 'scrypt', logN: 14, r: 8, p: 5 },
  { name: 'scrypt N=2^13 r=8 p=10', kind: 'scrypt', logN: 13, r: 8, p: 10 },
  { name: 'argon2id m=19 MiB t=2 p=1', kind: 'argon2id', m: 19456, t: 2, p: 1 },
];

/** Bytes a hash holds for its whole run: scrypt's V array (lanes run one after another), argon2's matrix. */
const workingMemory = (c) => (c.kind === 'scrypt' ? 128 * 2 ** c.logN * c.r : c.m * 1024);

export function runHashCompare() {
  const results = CONFIGS.map((config) => {
    const output = execFileSync(process.execPath, ['--expose-gc', join(import.meta.dirname, 'hash-compare-child.mjs'), JSON.stringify(config)], {
      encoding: 'utf8',
    });
    const measured = JSON.parse(output);
    const memoryMiB = workingMemory(config) / MiB;
    return {
      name: config.name,
      ...measured,
      workingMemoryMiB: memoryMiB,
      // The attacker's cost per guess on hardware like this: memory held for the hash's time (the least of
      // the runs, the one other jobs on the machine disturbed least).
      attackerMiBSecondsPerGuess: Number(((memoryMiB * measured.minMs) / 1000).toFixed(2)),
      // What one second of server CPU buys in attacker cost (the same product over the server's time).
      attackerMiBSecondsPerServerSecond: memoryMiB,
    };
  });
  const [scrypt] = results;
  const argon2id = results.at(-1);
  return {
    results,
    argon2idToScryptTime: Number((argon2id.minMs / scrypt.minMs).toFixed(3)),
    argon2idToScryptAttackerCostPerServerSecond: Number(
      (argon2id.attackerMiBSecondsPerServerSecond / scrypt.attackerMiBSecondsPerServerSecond).toFixed(3),
    ),
    rule: 'switch to argon2id only if it is at least as strong per unit of server time and installs everywhere',
  };
}
