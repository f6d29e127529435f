import { cookieJar, type CookieJar } from '../cookie-jar.js';
import { INSTANCES_BASE_URL } from './instance-config.js';

export interface InstanceRequest {
  /** Defaults to POST with a body, GET without. */
  method?: string;
  body?: unknown;
  /** Send to this instance instead of the next in turn. */
  instance?: number;
  /** Send these cookies instead of the jar's (a copy kept from before), and keep the answer's out of the jar. */
  cookie?: string;
}

/** One browser (a cookie jar) talking to a group of instances through a round-robin balancer. */
export interface InstanceClient {
  jar: CookieJar;
  /** Sends a request below `/api/auth`; answers the response and the instance that served it. */
  send(path: string, init?: InstanceRequest): Promise<Response & { instance: number }>;
  /** `send`, then the JSON body (null for an empty one). */
  json<T = any>(path: string, init?: InstanceRequest): Promise<{ status: number; body: T; instance: number }>;
}

/**
 * A client that sends each request to the next instance in turn, as a
 * round-robin load balancer would, keeping cookies like a browser. The Origin
 * is the public URL the instances share.
 *
 * @example
 * const ada = instanceClient(instances.origins);
 * await ada.send('/sign-up/email', { body: { name: 'Ada', email, password } }); // instance 0
 * await ada.json('/get-session'); // instance 1
 */
export function instanceClient(origins: readonly string[], options: { start?: number } = {}): InstanceClient {
  const jar = cookieJar();
  let next = options.start ?? 0;
  async function send(path: string, init: InstanceRequest = {}): Promise<Response & { instance: number }> {
    const instance = init.instance ?? next++ % origins.length;
    const headers: Record<string, string> = { origin: INSTANCES_BASE_URL };
    const cookie = init.cookie ?? jar.header();
    if (cookie) headers.cookie = cookie;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${origins[instance]}/api/auth${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    if (init.cookie === undefined) jar.store(response);
    return Object.assign(response, { instance });
  }
  return {
    jar,
    send,
    async json(path, init) {
      const response = await send(path, init);
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null, instance: response.instance };
    },
  };
}
