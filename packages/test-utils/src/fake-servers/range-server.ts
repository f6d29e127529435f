// A loopback range endpoint answering in the Pwned Passwords format, so the
// plugin's tests never leave the machine.
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { startLoopbackServer } from '../loopback-server.js';

export interface RangeServerOptions {
  /** Passwords the server knows as breached, with how often each was seen. */
  breached?: Record<string, number>;
  /** Passwords that appear only as padding lines (count 0) of their range. */
  paddedOnly?: readonly string[];
  /** Milliseconds to wait before answering. */
  delayMs?: number;
  /** Answer with this status and no range. */
  status?: number;
  /** Answer with a redirect to this URL. */
  redirectTo?: string;
}

export interface RangeServer {
  /** The range URL to configure: `${origin}/range`. */
  url: string;
  /** Every request: its path and headers. */
  requests: { path: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

const sha1 = (text: string): string => createHash('sha1').update(text).digest('hex').toUpperCase();

/** Starts the server on 127.0.0.1 at a random port. */
export async function startRangeServer(options: RangeServerOptions = {}): Promise<RangeServer> {
  const requests: RangeServer['requests'] = [];
  const server = await startLoopbackServer((request, response) => {
    requests.push({ path: request.url ?? '', headers: request.headers });
    const answer = (): void => {
      if (options.redirectTo) return void response.writeHead(302, { location: options.redirectTo }).end();
      if (options.status) return void response.writeHead(options.status).end('unavailable');
      const prefix = /^\/range\/([0-9A-F]{5})$/.exec(request.url ?? '')?.[1];
      if (!prefix) return void response.writeHead(400).end('The hash prefix was not in a valid format');
      response.writeHead(200, { 'content-type': 'text/plain' }).end(rangeBody(prefix, options));
    };
    if (options.delayMs) setTimeout(answer, options.delayMs);
    else answer();
  });
  return { url: `${server.origin}/range`, requests, close: server.close };
}

/**
 * The lines of one range, CRLF-separated as the real service answers: the
 * breached entries, other hashes of the range, and padding lines with count 0.
 */
function rangeBody(prefix: string, options: RangeServerOptions): string {
  const lines: string[] = [];
  for (const [password, count] of Object.entries(options.breached ?? {})) {
    const hash = sha1(password);
    if (hash.startsWith(prefix)) lines.push(`${hash.slice(5)}:${count}`);
  }
  for (const password of options.paddedOnly ?? []) {
    const hash = sha1(password);
    if (hash.startsWith(prefix)) lines.push(`${hash.slice(5)}:0`);
  }
  for (let i = 0; i < 20; i++) lines.push(`${sha1(`padding ${prefix} ${i}`).slice(5)}:${i % 2 === 0 ? 0 : 3}`);
  return lines.join('\r\n');
}
