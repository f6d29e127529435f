import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { REPOSITORY_ROOT, spawnSource } from '../spawn-source.js';
import { INSTANCE_CONFIG_ENV, type InstanceConfig } from './instance-config.js';

const SERVER = join(REPOSITORY_ROOT, 'packages/test-utils/src/instances/instance-server.ts');
const START_TIMEOUT_MS = 90_000;

/** The group's settings: an {@link InstanceConfig} without the parts the group makes itself. */
export interface InstancesOptions extends Omit<InstanceConfig, 'redis' | 'outbox'> {
  /** How many processes. Defaults to 2. */
  count?: number;
  /** A Redis server for the secondary storage; the group gives it a key prefix of its own. */
  redisUrl?: string;
}

/** Several Latchkey processes on one database (and one Redis), as behind a load balancer. */
export interface Instances {
  /** `http://127.0.0.1:<port>` of each process. */
  origins: string[];
  /** The mail every instance sent, one JSON line each (`readOutbox`, `waitForMail`). */
  outbox: string;
  /** The Redis key prefix of this group, when it has Redis. */
  redisPrefix?: string;
  /** Resident memory of one process, in bytes. */
  memory(index: number): Promise<number>;
  /** Stops every process, deletes the group's Redis keys and outbox. The database is the caller's to drop. */
  close(): Promise<void>;
}

/**
 * Starts `count` instance processes at once on a shared database, each
 * migrating at start (the migration lock lets one do it), and waits until
 * all of them serve.
 *
 * @example
 * const address = await openTestDatabaseAddress('postgres');
 * const instances = await startInstances({ database: address, redisUrl, rateLimitStorage: 'secondary', cookieCache: true });
 * try { await fetch(`${instances.origins[1]}/api/auth/ok`); } finally { await instances.close(); await address.drop(); }
 */
export async function startInstances(options: InstancesOptions): Promise<Instances> {
  const { count = 2, redisUrl, ...rest } = options;
  const dir = mkdtempSync(join(tmpdir(), 'latchkey-instances-'));
  const redisPrefix = redisUrl ? `latchkey-instances:${randomBytes(6).toString('hex')}:` : undefined;
  const config: InstanceConfig = {
    ...rest,
    outbox: join(dir, 'outbox.jsonl'),
    ...(redisUrl && redisPrefix ? { redis: { url: redisUrl, prefix: redisPrefix } } : {}),
  };
  const children = Array.from({ length: count }, () => spawnSource(SERVER, [], { env: { [INSTANCE_CONFIG_ENV]: JSON.stringify(config) } }));
  const close = async (): Promise<void> => {
    await Promise.all(children.map(stop));
    if (redisUrl && redisPrefix) await deleteKeys(redisUrl, redisPrefix);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const origins = await Promise.all(children.map(ready));
    return {
      origins,
      outbox: config.outbox,
      ...(redisPrefix ? { redisPrefix } : {}),
      memory: async (index) => ((await (await fetch(`${origins[index]}/__memory`)).json()) as { rss: number }).rss,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The origin a process prints once it serves; rejects with its error output when it exits first. */
function ready(child: ChildProcessWithoutNullStreams): Promise<string> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`an instance did not start within ${START_TIMEOUT_MS} ms: ${stderr}`)), START_TIMEOUT_MS);
    child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = stdout.split('\n').find((text) => text.startsWith('{"origin"'));
      if (!line) return;
      clearTimeout(timer);
      resolve((JSON.parse(line) as { origin: string }).origin);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`an instance exited with ${code} before serving: ${stderr}`));
    });
  });
}

function stop(child: ChildProcessWithoutNullStreams): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function deleteKeys(url: string, prefix: string): Promise<void> {
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    const keys = await client.keys(`${prefix}*`);
    if (keys.length > 0) await client.del(...keys);
  } finally {
    client.disconnect();
  }
}
