// Starts an example the way its README says, as its own process, for examples that
// run on another runtime (Bun, workerd) or need their framework's own server.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { RunningExample } from './example-suite.js';
import { REPOSITORY_ROOT } from './spawn-source.js';

/** The two commands of an example's README: install, then start. */
export interface ReadmeCommands {
  install: string;
  start: string;
}

/**
 * The commands of the first `sh` block of `<example>/README.md`, comments dropped.
 *
 * @example
 * readmeCommands('examples/bun'); // { install: 'npm install', start: 'npm start -w examples/bun' }
 */
export function readmeCommands(example: string): ReadmeCommands {
  const readme = readFileSync(join(REPOSITORY_ROOT, example, 'README.md'), 'utf8');
  const block = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  const [install = '', start = ''] = block
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean);
  return { install, start };
}

/** A TCP port nobody listens on right now, for servers that cannot take port 0. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface SpawnExampleOptions {
  /** The example's folder, e.g. `examples/bun`. Its README's start command is run from the repository root. */
  example: string;
  port: number;
  env?: Record<string, string>;
  /** How long the server may take to answer; default 60 s. */
  timeoutMs?: number;
}

/** A started example, with what it printed so far (for failure messages). */
export interface SpawnedExample extends RunningExample {
  output(): string;
}

/**
 * Runs the README's start command with `PORT` set and waits until
 * `GET /api/auth/ok` answers 200 on 127.0.0.1. `close` ends the whole process group.
 *
 * @example
 * const running = await spawnExample({ example: 'examples/bun', port: await freePort() });
 */
export async function spawnExample(options: SpawnExampleOptions): Promise<SpawnedExample> {
  const { start } = readmeCommands(options.example);
  const child = spawn(start, {
    cwd: REPOSITORY_ROOT,
    shell: true,
    detached: true,
    env: { ...process.env, PORT: String(options.port), ...options.env },
  });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseURL = `http://127.0.0.1:${options.port}`;
  const close = async (): Promise<void> => {
    // The whole group: the shell, npm, and the servers they started (workerd, Bun, Chromium's target).
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
    if (child.exitCode === null && child.signalCode === null) await exited;
  };
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${baseURL}/api/auth/ok`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { baseURL, close, output: () => printed };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await close();
  throw new Error(`${options.example} did not start with \`${start}\`:\n${printed}`);
}
