// What security events cost the hot paths: CPU per sign-in and per get-session
// with no subscriber, with an `onEvent` subscriber, and with the audit log
// storing every event (its INSERT inside the sign-in's transaction), each on
// its own SQLite file, in rounds that take turns so machine load affects all
// alike. The target: at most 5 % more CPU than without events. Sign-in uses a fast password hasher, so
// the figure is the events' worst case: with the default hasher the hash
// dwarfs them.
//
//   node --conditions=latchkey:source --import tsx scripts/bench/events.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { auditLog } from '@latchkey/audit-log';
import { createAuth, createScryptHasher, type AuthOptions } from 'latchkey';

const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'bench password 123';

async function instance(file: string, extra: Pick<AuthOptions, 'onEvent' | 'plugins'>, options: { defaultHasher?: boolean } = {}) {
  const auth = createAuth({
    ...extra,
    baseURL: ORIGIN,
    secret: 'bench-secret-0123456789-abcdefghijklmnop',
    database: `sqlite:${file}`,
    schemaCheck: 'migrate',
    logger: { level: 'error' },
    emailAndPassword: { enabled: true, password: createScryptHasher(options.defaultHasher ? {} : { logN: 4 }) },
  });
  const body = JSON.stringify({ email: 'b@example.com', password: PASSWORD, name: 'B' });
  const headers = { 'content-type': 'application/json', origin: ORIGIN };
  const signUp = await auth.handler(new Request(`${ORIGIN}/api/auth/sign-up/email`, { method: 'POST', headers, body }));
  const cookie = signUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return {
    signIn: () => auth.handler(new Request(`${ORIGIN}/api/auth/sign-in/email`, { method: 'POST', headers, body })),
    getSession: () => auth.handler(new Request(`${ORIGIN}/api/auth/get-session`, { headers: { cookie } })),
  };
}

async function cpuPerOp(work: () => Promise<unknown>, count: number): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < count; i++) await work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / count;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * CPU µs per sign-in and per get-session for each setup, and the ratios to no events.
 *
 * @example
 * const figures = await runEventsBench({ rounds: 5 });
 */
export async function runEventsBench(options: { rounds?: number; perRound?: number } = {}): Promise<Record<string, number | string>> {
  const { rounds = 12, perRound = 400 } = options;
  const dir = mkdtempSync(join(tmpdir(), 'latchkey-events-'));
  try {
    const setups = {
      none: await instance(join(dir, 'none.db'), {}),
      onEvent: await instance(join(dir, 'on-event.db'), { onEvent: () => undefined }),
      auditLog: await instance(join(dir, 'audit.db'), { plugins: [auditLog()] }),
    };
    const samples: Record<string, { signIn: number[]; getSession: number[] }> = {};
    for (const name of Object.keys(setups)) samples[name] = { signIn: [], getSession: [] };
    for (const setup of Object.values(setups)) for (let i = 0; i < 200; i++) await setup.signIn(), await setup.getSession();
    const entries = Object.entries(setups);
    for (let round = 0; round < rounds; round++) {
      // Each setup goes first in turn, so no one of them always runs on a cold or warm start.
      for (const [name, setup] of [...entries.slice(round % entries.length), ...entries.slice(0, round % entries.length)]) {
        samples[name]!.signIn.push(await cpuPerOp(setup.signIn, perRound));
        samples[name]!.getSession.push(await cpuPerOp(setup.getSession, perRound));
      }
    }
    const out: Record<string, number | string> = {};
    for (const [name, { signIn, getSession }] of Object.entries(samples)) {
      out[`${name}SignInCpuMicros`] = Math.round(median(signIn));
      out[`${name}GetSessionCpuMicros`] = Math.round(median(getSession));
    }
    for (const name of ['onEvent', 'auditLog']) {
      out[`${name}SignInRatio`] = Number((median(samples[name]!.signIn) / median(samples.none!.signIn)).toFixed(3));
      out[`${name}GetSessionRatio`] = Number((median(samples[name]!.getSession) / median(samples.none!.getSession)).toFixed(3));
    }
    // The same sign-in with the default password hasher: what an app pays.
    const real = {
      none: await instance(join(dir, 'real-none.db'), {}, { defaultHasher: true }),
      auditLog: await instance(join(dir, 'real-audit.db'), { plugins: [auditLog()] }, { defaultHasher: true }),
    };
    const realSamples: Record<string, number[]> = { none: [], auditLog: [] };
    for (let round = 0; round < 6; round++) {
      for (const name of round % 2 ? ['auditLog', 'none'] : ['none', 'auditLog']) {
        realSamples[name]!.push(await cpuPerOp(real[name as keyof typeof real].signIn, 10));
      }
    }
    out.defaultHasherNoneSignInCpuMicros = Math.round(median(realSamples.none!));
    out.defaultHasherAuditLogSignInCpuMicros = Math.round(median(realSamples.auditLog!));
    out.defaultHasherAuditLogSignInRatio = Number((median(realSamples.auditLog!) / median(realSamples.none!)).toFixed(3));
    const ratios = ['onEvent', 'auditLog'].flatMap((name) => [out[`${name}SignInRatio`], out[`${name}GetSessionRatio`]]) as number[];
    out.target = 'sign-in and get-session with onEvent or the audit log ≤ 1.05× the CPU without events';
    out.met = ratios.every((ratio) => ratio <= 1.05) ? 'yes' : 'no';
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await runEventsBench());
