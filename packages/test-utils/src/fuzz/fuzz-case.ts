// One fuzzed request, as data: which route, how it is sent, and by whom.
import fc from 'fast-check';
import type { FuzzRoute } from './route-table.js';
import { fuzzString, fuzzValue, valueFor } from './fuzz-values.js';

export type Encoding = 'json' | 'form' | 'text' | 'none' | 'charset' | 'multipart' | 'raw-json';
export type Actor = 'nobody' | 'user' | 'admin';

export interface FuzzCase {
  route: number;
  method: string;
  params: string[];
  encoding: Encoding;
  body: unknown;
  query: [string, unknown][];
  headers: [string, string][];
  actor: Actor;
  /** Send the session as a bearer token instead of a cookie. */
  viaBearer: boolean;
  /** Attach a solved captcha token. */
  captcha: boolean;
}

const ANY_METHOD = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];
const HEADER_NAMES = ['origin', 'cookie', 'authorization', 'x-api-key', 'x-forwarded-for', 'referer', 'sec-fetch-site', 'x-captcha-response'];

const headerValue: fc.Arbitrary<string> = fc.oneof(
  fuzzString,
  fc.constantFrom(
    'http://localhost:3000',
    'null',
    'http://evil.example',
    'latchkey.session_token=junk; latchkey.session_token=other',
    'latchkey.session_token=%ZZ',
    '=; ;;=;',
    'Bearer ',
    'Bearer $sessionToken',
    'Bearer a.b.c',
    'Basic Og==',
    'cross-site',
    'same-origin',
    '1.2.3.4, ::ffff:1.2.3.4, junk',
    '999.999.999.999',
    '::1%eth0',
    'lk_junk_api_key',
  ),
);

/** Field-aware bodies most of the time, anything at all sometimes. */
function bodyFor(route: FuzzRoute): fc.Arbitrary<unknown> {
  const fields = Object.entries(route.bodyFields);
  const known = fc.record(Object.fromEntries(fields.map(([name, type]) => [name, valueFor(type)])), { requiredKeys: [] });
  const extra = fc.dictionary(fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'userId', 'role', 'id'), fc.string({ maxLength: 8 })), fuzzValue, { maxKeys: 3 });
  const objectBody = fc.tuple(known, extra).map(([a, b]) => ({ ...b, ...a }));
  return fc.oneof(
    { arbitrary: objectBody, weight: fields.length > 0 ? 6 : 1 },
    { arbitrary: fuzzValue, weight: 2 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}

function queryFor(route: FuzzRoute): fc.Arbitrary<[string, unknown][]> {
  const names = [...Object.keys(route.queryFields), ...Object.keys(route.bodyFields)];
  const key = names.length > 0 ? fc.oneof(fc.constantFrom(...names), fc.constantFrom(...names).map((n) => `${n}[]`), fuzzString) : fuzzString;
  return fc.array(fc.tuple(key, fc.oneof(fuzzString, fuzzValue)), { maxLength: names.length > 0 ? 6 : 2 });
}

/**
 * A case for one of the routes.
 *
 * @example
 * fc.sample(fuzzCase(await routeTable(auth.endpoints)), 1);
 */
export function fuzzCase(routes: readonly FuzzRoute[]): fc.Arbitrary<FuzzCase> {
  return fc.integer({ min: 0, max: routes.length - 1 }).chain((index) => {
    const route = routes[index] as FuzzRoute;
    return fc.record({
      route: fc.constant(index),
      method: fc.oneof({ arbitrary: fc.constantFrom(...route.methods), weight: 10 }, { arbitrary: fc.constantFrom(...ANY_METHOD), weight: 1 }),
      params: fc.tuple(...route.params.map(() => fuzzString)).map((values) => [...values] as string[]),
      encoding: fc.oneof(
        { arbitrary: fc.constant<Encoding>('json'), weight: 8 },
        { arbitrary: fc.constantFrom<Encoding>('form', 'text', 'none', 'charset', 'multipart', 'raw-json'), weight: 3 },
      ),
      body: bodyFor(route),
      query: queryFor(route),
      headers: fc.array(fc.tuple(fc.constantFrom(...HEADER_NAMES), headerValue), { maxLength: 3 }),
      actor: fc.constantFrom<Actor>('nobody', 'user', 'user', 'admin'),
      viaBearer: fc.boolean(),
      captcha: fc.boolean(),
    });
  });
}
