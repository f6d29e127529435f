// The device side of RFC 8628 over plain fetch: ask for a code, poll for the token, then call the API with it.

export const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

export interface DeviceCode {
  device_code: string;
  user_code: string;
  verification_uri: string;
  verification_uri_complete?: string;
  expires_in: number;
  interval: number;
}

export interface AccessToken {
  access_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

/** What the poller reports, so a program can show progress (and a test can check the pace). */
export type PollEvent = { kind: 'waiting'; seconds: number } | { kind: 'pending' } | { kind: 'slow-down'; interval: number };

export interface FlowOptions {
  /** The app's origin; the API is at `/api/auth` below it. */
  baseURL: string;
  clientId: string;
  fetch?: typeof fetch;
}

const api = (options: FlowOptions, path: string): string => new URL(`/api/auth${path}`, options.baseURL).toString();

async function postJSON(options: FlowOptions, path: string, body: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await (options.fetch ?? fetch)(api(options, path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * `POST /device/code`: the codes to show and the pace to poll at.
 *
 * @example
 * const code = await requestDeviceCode({ baseURL: 'http://localhost:3000', clientId: 'device-cli' });
 */
export async function requestDeviceCode(options: FlowOptions & { scope?: string }): Promise<DeviceCode> {
  const answer = await postJSON(options, '/device/code', { client_id: options.clientId, ...(options.scope ? { scope: options.scope } : {}) });
  if (answer.status !== 200) throw new Error(`The server refused the device code request: ${describe(answer.body)}`);
  return answer.body as unknown as DeviceCode;
}

const describe = (body: Record<string, unknown>): string => String(body.error_description ?? body.message ?? body.error ?? 'unknown error');

const sleep = (seconds: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/**
 * Polls `POST /device/token` until the person approves or denies, or the code
 * expires. Waits `interval` seconds before every poll; `slow_down` adds 5
 * seconds for this and every later poll, as RFC 8628 §3.5 asks.
 *
 * @example
 * const token = await pollForToken(options, code, { onEvent: (e) => console.log(e) });
 */
export async function pollForToken(options: FlowOptions, code: DeviceCode, hooks: { onEvent?(event: PollEvent): void; interval?: number } = {}): Promise<AccessToken> {
  let interval = hooks.interval ?? code.interval ?? 5;
  const deadline = Date.now() + code.expires_in * 1000;
  while (Date.now() < deadline) {
    hooks.onEvent?.({ kind: 'waiting', seconds: interval });
    await sleep(interval);
    const answer = await postJSON(options, '/device/token', { grant_type: DEVICE_CODE_GRANT, device_code: code.device_code, client_id: options.clientId });
    if (answer.status === 200) return answer.body as unknown as AccessToken;
    switch (answer.body.error) {
      case 'authorization_pending':
        hooks.onEvent?.({ kind: 'pending' });
        continue;
      case 'slow_down':
        interval += 5;
        hooks.onEvent?.({ kind: 'slow-down', interval });
        continue;
      case 'access_denied':
        throw new Error('The request was denied.');
      case 'expired_token':
        throw new Error('The code expired before it was approved. Run the command again.');
      default:
        throw new Error(`The server refused the token request: ${describe(answer.body)}`);
    }
  }
  throw new Error('The code expired before it was approved. Run the command again.');
}

/**
 * `GET /get-session` with `Authorization: Bearer`: who the token signs in as.
 *
 * @example
 * const session = await getSession(options, token.access_token);
 */
export async function getSession(options: FlowOptions, accessToken: string): Promise<{ user: { email: string; name: string } } | null> {
  const response = await (options.fetch ?? fetch)(api(options, '/get-session'), { headers: { authorization: `Bearer ${accessToken}` } });
  if (response.status !== 200) throw new Error(`get-session answered ${response.status}`);
  return (await response.json()) as { user: { email: string; name: string } } | null;
}
