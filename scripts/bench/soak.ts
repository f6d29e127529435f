// `npm run bench -- soak`: two Latchkey processes on one Postgres schema and one
// Redis (rate limits in Redis, the signed cookie cache on), driven round-robin
// for `SOAK_SECONDS` (default 300) by `SOAK_USERS` (default 16) concurrent
// virtual users repeating a mixed round of requests. Prints throughput, p50/p99
// latency, errors (5xx and unexpected statuses; must be 0) and each process's
// resident memory at start and end. The rate-limit rules are raised far above
// the load, so the run measures the server rather than the limiter.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { instanceClient, type InstanceClient } from '../../packages/test-utils/src/instances/instance-client.js';
import { startInstances, type Instances } from '../../packages/test-utils/src/instances/start-instances.js';
import { SOAK_STEPS, newSoakUser } from './soak-steps.js';

const POSTGRES_URL = process.env.LATCHKEY_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const RAISED = { window: 60, max: 100_000_000 };

interface Tally {
  latencies: number[];
  /** Latencies by step name, for the median of each. */
  byStep: Map<string, number[]>;
  errors: number;
  samples: string[];
}

/** Repeats rounds of the soak steps until the deadline, sending each request to the next instance. */
async function virtualUser(client: () => InstanceClient, deadline: number, tally: Tally): Promise<void> {
  while (Date.now() < deadline) {
    const user = newSoakUser();
    const browser = client();
    for (const step of SOAK_STEPS) {
      if (Date.now() >= deadline) return;
      const started = performance.now();
      let status = 0;
      try {
        const response = await browser.send(step.path, { ...(step.body ? { body: step.body(user) } : {}) });
        status = response.status;
        await response.arrayBuffer();
      } catch (error) {
        tally.samples.push(`${step.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
      const latency = performance.now() - started;
      tally.latencies.push(latency);
      const ofStep = tally.byStep.get(step.name) ?? [];
      ofStep.push(latency);
      tally.byStep.set(step.name, ofStep);
      if (step.expect.includes(status)) continue;
      tally.errors++;
      if (tally.samples.length < 5) tally.samples.push(`${step.name} answered ${status}`);
    }
  }
}

const percentile = (sorted: number[], p: number): number => Number((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0).toFixed(2));
const megabytes = (bytes: number): number => Number((bytes / 2 ** 20).toFixed(1));

async function memories(instances: Instances): Promise<number[]> {
  return Promise.all(instances.origins.map((_, index) => instances.memory(index)));
}

/** Runs the soak and answers its numbers. */
export async function runSoakBench(): Promise<Record<string, unknown>> {
  const seconds = Number(process.env.SOAK_SECONDS ?? 300);
  const users = Number(process.env.SOAK_USERS ?? 16);
  const schema = `lk_soak_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Pool({ connectionString: POSTGRES_URL, max: 1 });
  await admin.query(`create schema "${schema}"`);
  let instances: Instances | undefined;
  try {
    instances = await startInstances({
      count: 2,
      database: { dialect: 'postgres', url: POSTGRES_URL, schema },
      redisUrl: REDIS_URL,
      rateLimitStorage: 'secondary',
      cookieCache: true,
      defaultRule: RAISED,
      rateLimitRules: { '/sign-in/*': RAISED, '/sign-up/*': RAISED },
    });
    const { origins } = instances;
    const memoryAtStart = await memories(instances);
    const tally: Tally = { latencies: [], byStep: new Map(), errors: 0, samples: [] };
    let started = 0;
    const deadline = Date.now() + seconds * 1000;
    const begin = performance.now();
    await Promise.all(Array.from({ length: users }, () => virtualUser(() => instanceClient(origins, { start: started++ }), deadline, tally)));
    const elapsed = (performance.now() - begin) / 1000;
    const memoryAtEnd = await memories(instances);
    const sorted = tally.latencies.sort((a, b) => a - b);
    return {
      instances: origins.length,
      seconds: Number(elapsed.toFixed(1)),
      virtualUsers: users,
      requests: sorted.length,
      requestsPerSecond: Number((sorted.length / elapsed).toFixed(1)),
      p50ms: percentile(sorted, 0.5),
      p99ms: percentile(sorted, 0.99),
      p50msByStep: Object.fromEntries([...tally.byStep].map(([name, latencies]) => [name, percentile(latencies.sort((a, b) => a - b), 0.5)])),
      errors: tally.errors,
      firstErrors: tally.samples,
      residentMemoryMB: memoryAtStart.map((start, index) => ({ instance: index, start: megabytes(start), end: megabytes(memoryAtEnd[index] ?? 0) })),
      target: 'errors = 0',
    };
  } finally {
    await instances?.close();
    await admin.query(`drop schema "${schema}" cascade`);
    await admin.end();
  }
}
