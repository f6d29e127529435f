// In-process throughput of get-session authenticated by `Authorization: Bearer`
// (the bearer plugin's resolver) next to the same session read by its cookie,
// interleaved so that machine load affects both alike. No HTTP: this isolates
// the engine's own cost of the resolver path.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bearer } from '@latchkey/bearer';
import { signedInRequest } from './in-process.js';

const PER_ROUND = 500;

/** The sign-in of the in-process bench, with the bearer plugin; the signed cookie value is the bearer token. */
async function signedIn(file: string) {
  const { auth, cookie, request } = await signedInRequest(file, [bearer()]);
  const token = decodeURIComponent(cookie.split('latchkey.session_token=')[1]!.split(';')[0]!);
  return { auth, cookieRequest: request, bearerRequest: new Request(request.url, { headers: { authorization: `Bearer ${token}` } }) };
}

/** Wall-clock ms for PER_ROUND sequential calls. */
async function timeOf(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < PER_ROUND; i++) await work();
  return performance.now() - start;
}

/** get-session per second and µs per call, by bearer token and by cookie, and their ratio. */
export async function runBearerBench(rounds = 12): Promise<Record<string, number | string>> {
  const { auth, bearerRequest, cookieRequest } = await signedIn(join(mkdtempSync(join(tmpdir(), 'latchkey-bearer-')), 'bench.db'));
  const answer = await (await auth.handler(bearerRequest)).json();
  if (!answer) throw new Error('bench: the bearer token did not authenticate');
  const ms = { bearer: 0, cookie: 0 };
  for (let round = 0; round < rounds; round++) {
    const used = { bearer: await timeOf(() => auth.handler.raw(bearerRequest)), cookie: await timeOf(() => auth.handler.raw(cookieRequest)) };
    // The first rounds warm the JIT up.
    if (round > 1) for (const key of ['bearer', 'cookie'] as const) ms[key] += used[key];
  }
  const n = (rounds - 2) * PER_ROUND;
  return {
    bearerGetSessionPerSecond: Math.round((n / ms.bearer) * 1000),
    cookieGetSessionPerSecond: Math.round((n / ms.cookie) * 1000),
    bearerMicrosPerGetSession: Number(((ms.bearer / n) * 1000).toFixed(1)),
    bearerToCookieTimeRatio: Number((ms.bearer / ms.cookie).toFixed(2)),
    target: 'bearerToCookieTimeRatio ≤ 1.25',
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await runBearerBench(Number(process.env.ROUNDS ?? 12))));
}
