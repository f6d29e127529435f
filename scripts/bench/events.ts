// What security events cost the hot paths: CPU per sign-in and per get-session
// with no subscriber, with an `onEvent` subscriber, with the audit log storing
// every event (its INSERT inside the sign-in's transaction), and with the audit
// log and one webhook endpoint (its deliveries written, claimed, signed and sent
// to a receiver in another process, all in the measured process's CPU), each on
// its own SQLite file, in rounds that take turns so machine load affects all
// alike. The target: at most 5 % more CPU than without events. Sign-in uses a fast password hasher, so
// the figure is the events' worst case: with the default hasher the hash
// dwarfs them.
//
//   node --conditions=latchkey:source --import tsx scripts/bench/events.ts
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { auditLog } from '@latchkey/audit-log';
import { stopWebhookDelivery, webhooks } from '@latchkey/webhooks';
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
    close: async () => stopWebhookDelivery(await auth.$context),
  };
}

/** A receiver in a process of its own, so its CPU is not counted: answers 204 to every delivery. */
async function startReceiver(): Promise<{ url: string; stop(): void }> {
  const script = "const s=require('node:http').createServer((q,r)=>{q.resume();q.on('end',()=>r.writeHead(204).end())});s.listen(0,'127.0.0.1',()=>console.log(s.address().port))";
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve) => child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())));
  return { url: `http://127.0.0.1:${port}/hooks`, stop: () => void child.kill() };
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
  const receiver = await startReceiver();
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  const webhook = webhooks({ endpoints: [{ id: 'bench', url: receiver.url, secret }], allowPrivateTargets: true, pollSeconds: 1 });
  try {
    const setups = {
      none: await instance(join(dir, 'none.db'), {}),
      onEvent: await instance(join(dir, 'on-event.db'), { onEvent: () => undefined }),
      auditLog: await instance(join(dir, 'audit.db'), { plugins: [auditLog()] }),
      auditLogAndWebhook: await instance(join(dir, 'webhook.db'), { plugins: [auditLog(), webhook] }),
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
    await Promise.all(Object.values(setups).map((setup) => setup.close()));
    for (const name of ['onEvent', 'auditLog', 'auditLogAndWebhook']) {
      out[`${name}SignInRatio`] = Number((median(samples[name]!.signIn) / median(samples.none!.signIn)).toFixed(3));
      out[`${name}GetSessionRatio`] = Number((median(samples[name]!.getSession) / median(samples.none!.getSession)).toFixed(3));
    }
    // The same sign-in with the default password hasher: what an app pays.
    const real = {
      none: await instance(join(dir, 'real-none.db'), {}, { defaultHasher: true }),
      auditLog: await instance(join(dir, 'real-audit.db'), { plugins: [auditLog()] }, { defaultHasher: true }),
      auditLogAndWebhook: await instance(join(dir, 'real-webhook.db'), { plugins: [auditLog(), webhook] }, { defaultHasher: true }),
    };
    const realNames = Object.keys(real) as (keyof typeof real)[];
    const realSamples: Record<string, number[]> = { none: [], auditLog: [], auditLogAndWebhook: [] };
    for (let round = 0; round < 6; round++) {
      for (const name of [...realNames.slice(round % 3), ...realNames.slice(0, round % 3)]) {
        realSamples[name]!.push(await cpuPerOp(real[name].signIn, 10));
      }
    }
    await Promise.all(Object.values(real).map((setup) => setup.close()));
    for (const name of realNames) out[`defaultHasher${name[0]!.toUpperCase()}${name.slice(1)}SignInCpuMicros`] = Math.round(median(realSamples[name]!));
    out.defaultHasherAuditLogSignInRatio = Number((median(realSamples.auditLog!) / median(realSamples.none!)).toFixed(3));
    out.defaultHasherAuditLogAndWebhookSignInRatio = Number((median(realSamples.auditLogAndWebhook!) / median(realSamples.none!)).toFixed(3));
    const ratios = ['onEvent', 'auditLog', 'auditLogAndWebhook'].flatMap((name) => [out[`${name}SignInRatio`], out[`${name}GetSessionRatio`]]) as number[];
    out.target = 'sign-in and get-session with onEvent, the audit log, or the audit log and one webhook ≤ 1.05× the CPU without events';
    out.met = ratios.every((ratio) => ratio <= 1.05) ? 'yes' : 'no';
    return out;
  } finally {
    receiver.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await runEventsBench());
