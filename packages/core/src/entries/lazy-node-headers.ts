import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from './from-node-headers.js';

interface LazyHeadersState {
  node: IncomingHttpHeaders;
  real?: Headers;
}

const STATE = Symbol('latchkey.lazyHeaders');
type Lazy = { [STATE]: LazyHeadersState };

function realOf(state: LazyHeadersState): Headers {
  return (state.real ??= fromNodeHeaders(state.node));
}

/** A header as Fetch's `get` answers it: repeated values joined, null when absent. */
function read(node: IncomingHttpHeaders, name: string): string | null {
  const value = node[name.toLowerCase()];
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * `get` and `has` read node:http's header object directly, which has already
 * lower-cased and checked every name and value; any other member (iteration,
 * `set`, `append`, …) builds the real `Headers` once and serves it from then on.
 * A session read asks for two or three headers, and building undici's `Headers`
 * converts and checks every header the client sent (a browser sends a dozen).
 */
const prototype: object = Object.create(Headers.prototype, {
  get: {
    value(this: Lazy, name: string): string | null {
      const state = this[STATE];
      return state.real ? state.real.get(name) : read(state.node, name);
    },
  },
  has: {
    value(this: Lazy, name: string): boolean {
      const state = this[STATE];
      return state.real ? state.real.has(name) : read(state.node, name) !== null;
    },
  },
});
for (const key of Reflect.ownKeys(Headers.prototype)) {
  if (key === 'constructor' || key === 'get' || key === 'has') continue;
  const descriptor = Object.getOwnPropertyDescriptor(Headers.prototype, key);
  if (typeof descriptor?.value !== 'function') continue;
  Object.defineProperty(prototype, key, {
    value(this: Lazy, ...args: unknown[]) {
      const real = realOf(this[STATE]);
      return (real[key as keyof Headers] as (...a: unknown[]) => unknown).apply(real, args);
    },
  });
}

/** Fetch `Headers` over a Node request's headers, built only when more than a lookup is asked. */
export function toLazyHeaders(node: IncomingHttpHeaders): Headers {
  const lazy = Object.create(prototype) as Lazy;
  lazy[STATE] = { node };
  return lazy as unknown as Headers;
}
