import { pluginKey } from 'latchkey/plugins';

/** An endpoint declared in code: its secrets live in your configuration, not the database. */
export interface WebhookEndpointOption {
  /** A stable id of your choosing; deliveries name their endpoint by it. */
  id: string;
  /** Where deliveries are POSTed: https (http and private addresses only with `allowPrivateTargets`). */
  url: string;
  /** The event types it receives (`sign-in.failed`, …); omitted or empty for every type. */
  eventTypes?: readonly string[];
  /**
   * The signing secret, `whsec_` followed by base64 (24 to 64 bytes). During a
   * rotation give several: every delivery is signed with each of them.
   */
  secret: string | readonly string[];
}

/** What `webhooks()` accepts. */
export interface WebhooksOptions {
  /** Endpoints declared in code, next to those admins create through the routes. */
  endpoints?: readonly WebhookEndpointOption[];
  /** Attempts before a delivery is dead-lettered. Defaults to 8. */
  maxAttempts?: number;
  /** The wait after the first failure; each next wait doubles, with jitter. Defaults to 10 seconds. */
  retryBaseSeconds?: number;
  /** The longest wait between two attempts. Defaults to 6 hours. */
  retryMaxSeconds?: number;
  /** How long one send may take before it counts as failed. Defaults to 10 seconds. */
  timeoutSeconds?: number;
  /** How often each instance looks for due deliveries. Defaults to 5 seconds. */
  pollSeconds?: number;
  /** How many deliveries one instance claims and sends at a time. Defaults to 10. */
  batchSize?: number;
  /**
   * Whether this instance runs the delivery loop. Defaults to true; turn it off
   * on instances that should only write the outbox (or call `auth.api.deliverWebhooks()` from a cron).
   */
  deliveryLoop?: boolean;
  /** Days a delivered delivery is kept; cleanup removes older ones. Defaults to 30; `null` keeps them. */
  retentionDays?: number | null;
  /** How long an old secret stays valid after a rotation, unless the rotation says otherwise. Defaults to 24 hours. */
  rotationGraceSeconds?: number;
  /** Roles whose users may use the admin routes (the admin plugin's `adminRoles`). Defaults to `['admin']`. */
  adminRoles?: readonly string[];
  /** Users who may use the admin routes whatever their role. */
  adminUserIds?: readonly string[];
  /**
   * Lets endpoints use plain http and loopback or private addresses. For local
   * development and tests only: in production a webhook URL must never reach
   * your internal network.
   */
  allowPrivateTargets?: boolean;
}

export interface ResolvedWebhooksOptions {
  endpoints: readonly WebhookEndpointOption[];
  maxAttempts: number;
  retryBaseSeconds: number;
  retryMaxSeconds: number;
  timeoutSeconds: number;
  pollSeconds: number;
  batchSize: number;
  deliveryLoop: boolean;
  retentionDays: number | null;
  rotationGraceSeconds: number;
  adminRoles: readonly string[];
  adminUserIds: readonly string[];
  allowPrivateTargets: boolean;
}

const SECRET = /^whsec_[A-Za-z0-9+/]{32,88}={0,2}$/;

/** Whether a secret has the Standard Webhooks form: `whsec_` and base64. */
export function isWebhookSecret(secret: string): boolean {
  return SECRET.test(secret);
}

function positive(name: string, value: number): number {
  if (!(Number.isFinite(value) && value > 0)) throw new Error(`webhooks: ${name} must be a positive number.`);
  return value;
}

/**
 * Checks and completes the options at start.
 *
 * @example
 * resolveWebhooksOptions({ maxAttempts: 5 }).retryBaseSeconds; // 10
 */
export function resolveWebhooksOptions(options: WebhooksOptions = {}): ResolvedWebhooksOptions {
  const endpoints = options.endpoints ?? [];
  const ids = new Set<string>();
  for (const endpoint of endpoints) {
    if (!endpoint.id || ids.has(endpoint.id)) throw new Error(`webhooks: endpoint ids must be unique and non-empty ("${endpoint.id}").`);
    ids.add(endpoint.id);
    const secrets = typeof endpoint.secret === 'string' ? [endpoint.secret] : endpoint.secret;
    if (secrets.length === 0 || !secrets.every(isWebhookSecret)) throw new Error(`webhooks: endpoint "${endpoint.id}" needs whsec_ secrets (whsec_ followed by base64).`);
    new URL(endpoint.url);
  }
  const maxAttempts = options.maxAttempts ?? 8;
  if (!(Number.isInteger(maxAttempts) && maxAttempts >= 1 && maxAttempts <= 50)) throw new Error('webhooks: maxAttempts must be a whole number from 1 to 50.');
  const retentionDays = options.retentionDays === undefined ? 30 : options.retentionDays;
  if (retentionDays !== null) positive('retentionDays', retentionDays);
  const batchSize = options.batchSize ?? 10;
  if (!(Number.isInteger(batchSize) && batchSize >= 1 && batchSize <= 500)) throw new Error('webhooks: batchSize must be a whole number from 1 to 500.');
  return {
    endpoints,
    maxAttempts,
    retryBaseSeconds: positive('retryBaseSeconds', options.retryBaseSeconds ?? 10),
    retryMaxSeconds: positive('retryMaxSeconds', options.retryMaxSeconds ?? 6 * 3600),
    timeoutSeconds: positive('timeoutSeconds', options.timeoutSeconds ?? 10),
    pollSeconds: positive('pollSeconds', options.pollSeconds ?? 5),
    batchSize,
    deliveryLoop: options.deliveryLoop ?? true,
    retentionDays,
    rotationGraceSeconds: positive('rotationGraceSeconds', options.rotationGraceSeconds ?? 86_400),
    adminRoles: options.adminRoles ?? ['admin'],
    adminUserIds: options.adminUserIds ?? [],
    allowPrivateTargets: options.allowPrivateTargets === true,
  };
}

/** The plugin's handle on its resolved options: `webhooksKey.options(ctx.auth)`. */
export const webhooksKey = pluginKey<ResolvedWebhooksOptions>('webhooks');
