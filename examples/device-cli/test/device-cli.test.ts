import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { toNodeHandler } from 'latchkey/node';
import { bearer } from '@latchkey/bearer';
import { deviceAuthorization } from '@latchkey/device-authorization';
import { startLoopbackServer, type LoopbackServer } from '@latchkey/test-utils/loopback-server';
import { createTestAuth } from '@latchkey/test-utils/test-instance';
import { pollForToken, requestDeviceCode, type PollEvent } from '../src/device-flow.js';

const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
let server: LoopbackServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A real Latchkey server on loopback with bearer tokens and the device flow (1-second interval, to keep the test short). */
async function startServer() {
  let handle: ReturnType<typeof toNodeHandler> | undefined;
  server = await startLoopbackServer((req, res) => void handle?.(req, res));
  const origin = server.origin;
  const auth = createTestAuth({ baseURL: origin, plugins: [bearer(), deviceAuthorization({ interval: 1 })] });
  handle = toNodeHandler(auth);
  return { origin, auth };
}

/** Signs a person up over HTTP, opens a user code and approves it with their session cookie, as the /device page does. */
async function approveAs(origin: string, input: { email: string; userCode: string }): Promise<unknown> {
  const headers = { 'content-type': 'application/json', origin };
  const signUp = await fetch(`${origin}/api/auth/sign-up/email`, { method: 'POST', headers, body: JSON.stringify({ name: 'Ada', email: input.email, password: 'correct horse battery' }) });
  const cookie = signUp.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  // Opening the code signed in binds it to this person; only then may they approve it.
  await fetch(`${origin}/api/auth/device?user_code=${input.userCode}`, { headers: { cookie } });
  const approved = await fetch(`${origin}/api/auth/device/approve`, { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify({ userCode: input.userCode }) });
  return approved.json();
}

describe('device-cli', () => {
  it('prints the code and link, waits for approval, and signs in with the bearer token', async () => {
    const { origin } = await startServer();
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, origin], { env: { ...process.env, DEVICE_CLIENT_ID: 'device-cli' } });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    const userCode = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const match = /enter the code ([A-Z]{4}-[A-Z]{4})/.exec(stdout);
        if (match && stdout.includes('Waiting for approval')) resolve(match[1]!);
      });
      child.on('close', () => reject(new Error(`the program ended early: ${stdout}${stderr}`)));
    });
    expect(stdout).toContain(`open ${origin}/device and enter the code ${userCode}`);
    expect(stdout).toContain(`${origin}/device?user_code=${userCode}`);
    expect(await approveAs(origin, { email: 'ada@example.com', userCode })).toEqual({ success: true });
    expect(await exited).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toContain('Signed in as ada@example.com');
  }, 60_000);

  it('polls at the pace the server asks: every slow_down adds 5 seconds', async () => {
    const { origin } = await startServer();
    const options = { baseURL: origin, clientId: 'device-cli' };
    const code = await requestDeviceCode(options);
    const events: PollEvent[] = [];
    // Starting faster than the server's interval, as a careless client would.
    const token = await pollForToken(options, code, {
      interval: 0,
      onEvent: (event) => {
        events.push(event);
        if (event.kind === 'slow-down' && event.interval === 5) void approveAs(origin, { email: 'ada@example.com', userCode: code.user_code });
      },
    });
    expect(token.token_type).toBe('Bearer');
    expect(events.filter((event) => event.kind === 'slow-down')).toEqual([
      { kind: 'slow-down', interval: 5 },
      { kind: 'slow-down', interval: 10 },
    ]);
  }, 60_000);
});
