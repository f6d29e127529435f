/**
 * The local Redis for tests, and Redis clients that cannot reach one: a closed
 * port and a server that accepts connections and never answers.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import Redis from 'ioredis';

export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A connected client to the local Redis, or the error that kept one from answering. */
export async function openTestRedis(): Promise<Redis | Error> {
  const client = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  // Failures surface through connect(); the event would only add noise.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return client;
  } catch (error) {
    client.disconnect();
    return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * A connected client to the local Redis, or null when none answers (a printed
 * skip). With `CI=true` a missing Redis throws: a broken setup must not pass.
 *
 * @example
 * const redis = await connectTestRedis('session storage');
 * describe.skipIf(!redis)('on Redis', () => { ... });
 */
export async function connectTestRedis(suite: string): Promise<Redis | null> {
  const client = await openTestRedis();
  if (!(client instanceof Error)) return client;
  if (process.env.CI === 'true') throw new Error(`Redis is required on CI, none at ${TEST_REDIS_URL}`, { cause: client });
  console.warn(`Skipping the Redis tests of ${suite}: no Redis at ${TEST_REDIS_URL} (set CI=true to fail instead).`);
  return null;
}

/** A key prefix no other test uses, and the deletion of every key under it. */
export function testRedisPrefix(redis: Redis): { prefix: string; clear(): Promise<void> } {
  const prefix = `latchkey-test:${randomUUID()}:`;
  return {
    prefix,
    async clear() {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
    },
  };
}

/** A client built the way docs/deploying.md advises: it fails at once rather than queueing while disconnected. */
export function failFastRedis(port: number): Redis {
  const client = new Redis({ host: '127.0.0.1', port, enableOfflineQueue: false, maxRetriesPerRequest: 0, lazyConnect: true });
  client.on('error', () => undefined);
  return client;
}

/** A client with ioredis defaults, which queues commands while it waits for a server: only a timeout stops it. */
export function patientRedis(port: number): Redis {
  const client = new Redis({ host: '127.0.0.1', port, lazyConnect: true });
  client.on('error', () => undefined);
  return client;
}

/** A loopback port nothing listens on: taken, then released. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A loopback TCP server that accepts connections and never answers a byte: a hung Redis. */
export async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
