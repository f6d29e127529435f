import { pluginKey } from 'latchkey/plugins';
import type { DeviceGrants } from './device-grants-api.js';
import { parseDuration } from './parse-duration.js';

type MaybePromise<T> = T | Promise<T>;

/**
 * Options of the device authorization plugin. Durations are seconds or time
 * strings (`'5s'`, `'30m'`).
 *
 * @example
 * deviceAuthorization({
 *   validateClient: (clientId) => clientId === 'acme-cli',
 *   verificationURI: '/device',
 * });
 */
export interface DeviceAuthorizationOptions {
  /** How long a device code and its user code stay valid. Default `'30m'`. */
  expiresIn?: number | string;
  /** The polling interval a device starts with; every `slow_down` adds 5 seconds. Default `'5s'`. */
  interval?: number | string;
  /** Characters of the device code. Default 40. */
  deviceCodeLength?: number;
  /** Characters of the user code, shown in groups of four (`XXXX-XXXX`). Default 8. */
  userCodeLength?: number;
  /**
   * Whether a `client_id` may use the flow. Called on `/device/code` and
   * `/device/token`; answering false refuses with `invalid_client`. By default
   * every client id is accepted.
   */
  validateClient?(clientId: string): MaybePromise<boolean>;
  /**
   * The page where people enter the code: a path on `baseURL` or an absolute
   * URL. Default `'/device'`.
   */
  verificationURI?: string;
  /**
   * Wrong user codes allowed per client IP and over all clients within
   * `window` seconds on `GET /device`, `/device/approve` and `/device/deny`;
   * past either, those routes answer 429 until the window ends. Defaults:
   * 10 per IP and 100 overall per 15 minutes.
   */
  userCodeGuesses?: { window?: number; perIp?: number; global?: number };
  /** Whether approving needs a fresh session (signed in within the fresh age). Default true. */
  requireFreshSession?: boolean;
}

export interface ResolvedDeviceAuthorizationOptions {
  /** The flow for other plugins' token endpoints (see `DeviceGrants`): read by shape, since plugins do not import each other. */
  grants: DeviceGrants;
  expiresIn: number;
  interval: number;
  deviceCodeLength: number;
  userCodeLength: number;
  validateClient(clientId: string): MaybePromise<boolean>;
  verificationURI: string;
  userCodeGuesses: { window: number; perIp: number; global: number };
  requireFreshSession: boolean;
}

function length(value: number | undefined, fallback: number, input: { name: string; min: number }): number {
  const resolved = value ?? fallback;
  if (!Number.isInteger(resolved) || resolved < input.min || resolved > 128) {
    throw new TypeError(`Latchkey device authorization: ${input.name} must be an integer from ${input.min} to 128`);
  }
  return resolved;
}

/** Fills in the defaults of RFC 8628's usual deployment and checks every value at start-up. */
export function resolveDeviceAuthorizationOptions(options: DeviceAuthorizationOptions): Omit<ResolvedDeviceAuthorizationOptions, 'grants'> {
  const guesses = options.userCodeGuesses ?? {};
  return {
    expiresIn: parseDuration(options.expiresIn ?? '30m', { name: 'expiresIn', min: 1 }),
    interval: parseDuration(options.interval ?? '5s', { name: 'interval', min: 0 }),
    // A device code is a bearer secret until it is spent; fewer than 32 characters is too guessable.
    deviceCodeLength: length(options.deviceCodeLength, 40, { name: 'deviceCodeLength', min: 32 }),
    userCodeLength: length(options.userCodeLength, 8, { name: 'userCodeLength', min: 6 }),
    validateClient: options.validateClient ?? (() => true),
    verificationURI: options.verificationURI ?? '/device',
    userCodeGuesses: { window: guesses.window ?? 900, perIp: guesses.perIp ?? 10, global: guesses.global ?? 100 },
    requireFreshSession: options.requireFreshSession ?? true,
  };
}

/**
 * The device authorization plugin's handle on its resolved options. Endpoints and hooks are
 * values shared by every instance, so they read the instance's options through
 * it: `deviceAuthorizationKey.options(ctx.auth)`.
 */
export const deviceAuthorizationKey = pluginKey<ResolvedDeviceAuthorizationOptions>('device-authorization');
