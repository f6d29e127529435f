// API-key verification throughput: `auth.api.verifyApiKey` on a SQLite file
// holding many keys, for a key that counts nothing (one indexed lookup, no
// write) and one with a usage limit and rate limit (lookup plus a conditional
// UPDATE), and a get-session through the Fetch handler signed in by x-api-key.
//
//   node --conditions=latchkey:source --import tsx scripts/bench/api-key-bench.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { apiKey } from '@latchkey/api-key';
import { createAuth } from 'latchkey';

const ORIGIN = 'http://localhost:3000';

/** Verifications per second, the fastest of a few rounds (other processes slow some down). */
async function opsPerSec(work: () => Promise<unknown>, perRound: number, rounds = 5): Promise<number> {
  for (let i = 0; i < Math.min(500, perRound); i++) await work();
  let best = Infinity;
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    for (let i = 0; i < perRound; i++) await work();
    best = Math.min(best, performance.now() - started);
  }
  return Math.round((perRound * 1000) / best);
}

/**
 * Measures API-key verification; returns operations per second.
 *
 * @example
 * const { verifyUncountedPerSec } = await runApiKeyBench({ keys: 1000 });
 */
export async function runApiKeyBench(options: { keys?: number; perRound?: number } = {}): Promise<Record<string, number | string>> {
  const { keys = 10_000, perRound = 2000 } = options;
  const dir = mkdtempSync(join(tmpdir(), 'latchkey-api-key-'));
  try {
    const auth = createAuth({
      baseURL: ORIGIN,
      secret: 'bench-secret-0123456789-abcdefghijklmnop',
      database: `sqlite:${join(dir, 'bench.db')}`,
      schemaCheck: 'migrate',
      logger: { level: 'error' },
      emailAndPassword: { enabled: true },
      plugins: [apiKey({ enableSessionForAPIKeys: true })],
    });
    const { user } = await auth.api.signUpEmail({ body: { name: 'B', email: 'b@example.com', password: 'bench password 123' } });
    const create = (body: Record<string, unknown>) => auth.api.createApiKey({ body: { userId: user.id, ...body } });
    for (let i = 0; i < keys; i++) await create({ rateLimitEnabled: false });
    const uncounted = await create({ rateLimitEnabled: false });
    const counted = await create({ remaining: 1e9, rateLimitTimeWindow: 1000, rateLimitMax: 1e9 });
    const verify = (key: string) => async () => {
      if (!(await auth.api.verifyApiKey({ body: { key } })).valid) throw new Error('a valid key was refused');
    };
    const request = new Request(`${ORIGIN}/api/auth/get-session`, { headers: { 'x-api-key': uncounted.key } });
    return {
      keys: keys + 2,
      verifyUncountedPerSec: await opsPerSec(verify(uncounted.key), perRound),
      verifyCountedPerSec: await opsPerSec(verify(counted.key), perRound),
      getSessionByKeyPerSec: await opsPerSec(() => auth.handler(request.clone()), perRound),
      note: 'uncounted: one indexed lookup; counted: lookup plus a conditional UPDATE',
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await runApiKeyBench(), null, 2));
}
