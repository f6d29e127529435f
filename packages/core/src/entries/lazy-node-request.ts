import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { toLazyHeaders } from './lazy-node-headers.js';

type NodeRequest = IncomingMessage & { originalUrl?: string; body?: unknown };

interface LazyState {
  req: NodeRequest;
  url: string;
  headers?: Headers;
  body?: ReadableStream<Uint8Array> | null;
  real?: Request;
}

const STATE = Symbol('latchkey.lazyRequest');
type Lazy = { [STATE]: LazyState };

function headersOf(state: LazyState): Headers {
  return (state.headers ??= toLazyHeaders(state.req.headers));
}

function bodyOf(state: LazyState): ReadableStream<Uint8Array> | null {
  if (state.body !== undefined) return state.body;
  const { req } = state;
  if (req.method === 'GET' || req.method === 'HEAD') return (state.body = null);
  // A body parser that ran first has consumed the stream; re-encode what it parsed.
  if (req.readableEnded && req.body !== undefined) {
    const text = typeof req.body === 'string' ? req.body : JSON.stringify(req.body);
    return (state.body = new Response(text).body);
  }
  return (state.body = Readable.toWeb(req) as unknown as ReadableStream<Uint8Array>);
}

function realOf(state: LazyState): Request {
  if (state.real) return state.real;
  const body = bodyOf(state);
  const init = { method: state.req.method, headers: headersOf(state), body, duplex: 'half' } as RequestInit;
  return (state.real = new Request(state.url, init));
}

/**
 * `method`, `url`, `headers` and `body` are read straight from the Node request;
 * every other Request member (clone, signal, json, …) builds a real Request on
 * first use. Building a Fetch Request costs more than the rest of a session read,
 * and most requests never need one.
 */
const prototype: object = Object.create(Request.prototype, {
  method: { get(this: Lazy) { return this[STATE].req.method ?? 'GET'; } },
  url: { get(this: Lazy) { return this[STATE].url; } },
  headers: { get(this: Lazy) { return headersOf(this[STATE]); } },
  body: { get(this: Lazy) { return bodyOf(this[STATE]); } },
});
for (const key of Reflect.ownKeys(Request.prototype)) {
  if (key === 'constructor' || key === 'method' || key === 'url' || key === 'headers' || key === 'body') continue;
  const descriptor = Object.getOwnPropertyDescriptor(Request.prototype, key);
  if (!descriptor) continue;
  if (typeof descriptor.value === 'function') {
    Object.defineProperty(prototype, key, {
      value(this: Lazy, ...args: unknown[]) {
        const real = realOf(this[STATE]);
        return (real[key as keyof Request] as (...a: unknown[]) => unknown).apply(real, args);
      },
    });
  } else if (descriptor.get) {
    Object.defineProperty(prototype, key, { get(this: Lazy) { return realOf(this[STATE])[key as keyof Request]; } });
  }
}

/** A Request over a Node IncomingMessage that builds the Fetch Request only when needed. */
export function toLazyRequest(req: IncomingMessage): Request {
  const node = req as NodeRequest;
  // Only the path and query of this URL are read; the public origin comes from `baseURL`.
  const path = node.originalUrl ?? node.url ?? '/';
  const lazy = Object.create(prototype) as Lazy;
  lazy[STATE] = { req: node, url: `http://localhost${path.startsWith('/') ? path : `/${path}`}` };
  return lazy as unknown as Request;
}
