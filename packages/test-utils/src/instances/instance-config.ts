import type { DatabaseAddress } from '../address-connections.js';

/** A rate-limit rule: at most `max` requests per `window` seconds, per client and path. */
export interface InstanceRateLimitRule {
  window: number;
  max: number;
}

/**
 * How each instance of a group is configured. Everything is plain data, since
 * it travels to the instance processes as JSON in {@link INSTANCE_CONFIG_ENV}.
 */
export interface InstanceConfig {
  database: DatabaseAddress;
  /** Secondary storage in Redis under a key prefix; without it, each process keeps its own memory. */
  redis?: { url: string; prefix: string };
  /** Where rate-limit counters live: `secondary` is the Redis above (or the process's memory without it). */
  rateLimitStorage: 'memory' | 'database' | 'secondary';
  /** Per-path rules; every other path gets `defaultRule`. */
  rateLimitRules?: Record<string, InstanceRateLimitRule>;
  /** The rule of every path without one of its own. Defaults to 10,000 per minute, so only the rules above bite. */
  defaultRule?: InstanceRateLimitRule;
  /** The signed session cache in a cookie (`session.cookieCache`). */
  cookieCache: boolean;
  /** Failed sign-ins per account before it locks. Defaults to Latchkey's. */
  maxFailedAttempts?: number;
  /** The JSON-lines file every instance appends its mail to. */
  outbox: string;
  /**
   * More `createAuth` options, merged over the ones above (plain objects merge
   * key by key). The switch point for settings a test adds, such as another storage.
   */
  options?: Record<string, unknown>;
}

/** The environment variable that carries an {@link InstanceConfig} as JSON to each process. */
export const INSTANCE_CONFIG_ENV = 'LATCHKEY_INSTANCE_CONFIG';

/** The public URL every instance shares, as behind one load balancer. */
export const INSTANCES_BASE_URL = 'http://localhost:3000';
