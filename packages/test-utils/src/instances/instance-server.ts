/**
 * One Latchkey instance of a group behind a (pretend) load balancer: Latchkey
 * behind node:http through `toNodeHandler`, configured by the JSON
 * {@link InstanceConfig} in `LATCHKEY_INSTANCE_CONFIG`. It migrates its database
 * at start, listens on a free loopback port and prints `{ "origin": ... }` once it
 * serves. `GET /__memory` answers the process's resident memory, for the soak.
 *
 * @example
 * spawnSource('packages/test-utils/src/instances/instance-server.ts', [], { env: { LATCHKEY_INSTANCE_CONFIG: JSON.stringify(config) } });
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { admin } from '@latchkey/admin';
import Redis from 'ioredis';
import { createAuth, createScryptHasher, redisKeyValueStore, type AuthOptions } from 'latchkey';
import { createDevMailer } from 'latchkey/mail';
import { toNodeHandler } from 'latchkey/node';
import { databaseInputAt } from '../address-connections.js';
import { INSTANCE_CONFIG_ENV, INSTANCES_BASE_URL, type InstanceConfig } from './instance-config.js';
import { mergeOptions } from './merge-options.js';

const config = JSON.parse(process.env[INSTANCE_CONFIG_ENV] ?? '') as InstanceConfig;
const redis = config.redis ? new Redis(config.redis.url, { keyPrefix: config.redis.prefix, maxRetriesPerRequest: 1 }) : null;
const store = redis ? redisKeyValueStore(redis) : undefined;
const mailer = createDevMailer({ outbox: config.outbox, log: false });

/** Where the rate-limit counters live; `secondary` without Redis is this process's memory. */
function rateLimitStorage(): NonNullable<AuthOptions['rateLimit']>['storage'] {
  if (config.rateLimitStorage === 'secondary' && store) return { kind: 'secondary', store };
  return config.rateLimitStorage === 'database' ? 'database' : 'memory';
}

const options: AuthOptions = {
  baseURL: INSTANCES_BASE_URL,
  secret: 'instances-secret-that-is-long-enough-0123456789',
  database: databaseInputAt(config.database),
  schemaCheck: 'migrate',
  logger: { level: 'error' },
  ...(store ? { secondaryStorage: store } : {}),
  session: { cookieCache: { enabled: config.cookieCache, maxAge: 300 } },
  rateLimit: {
    enabled: true,
    storage: rateLimitStorage(),
    window: config.defaultRule?.window ?? 60,
    max: config.defaultRule?.max ?? 10_000,
    customRules: config.rateLimitRules ?? {},
  },
  emailAndPassword: {
    enabled: true,
    password: createScryptHasher({ logN: 10 }),
    ...(config.maxFailedAttempts ? { maxFailedAttempts: config.maxFailedAttempts } : {}),
    sendResetPassword: ({ user, url, token }) =>
      mailer.send({ type: 'reset-password', to: user.email, subject: 'Reset your password', text: url, url, token }),
  },
  plugins: [admin()],
};

const auth = createAuth(mergeOptions(options, config.options));
await auth.$context;
const handle = toNodeHandler(auth);

const server = createServer((req, res) => {
  if (req.url === '/__memory') {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ rss: process.memoryUsage().rss }));
    return;
  }
  void handle(req, res);
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ origin: `http://127.0.0.1:${port}` })}\n`);
});

process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close();
  redis?.disconnect();
  process.exit(0);
});
