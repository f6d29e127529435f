import type { OutputFieldsOf } from '../endpoint/output-fields.js';
import type { EndpointBody, EndpointOutput, EndpointQuery } from '../endpoint/types.js';

type Optional<K extends string, T> = undefined extends T ? { [P in K]?: T } : { [P in K]: T };

/** The input of a server-side call: the same body and query as over HTTP, plus the caller's headers. */
export type ApiInput<E> = Optional<'body', EndpointBody<E>> &
  Optional<'query', EndpointQuery<E>> & {
    headers?: HeadersInit;
    params?: Record<string, string>;
    /** The HTTP request this call serves, when there is one (for IP and user agent). */
    request?: Request;
  };

type NoInputRequired<E> = undefined extends EndpointBody<E> ? (undefined extends EndpointQuery<E> ? true : false) : false;

/** A server-side call. The plain-data form is declared last, so `ReturnType` gives the data. */
export interface ApiCall<E, F = never> {
  (input: ApiInput<E> & { asResponse: true }): Promise<Response>;
  (input: ApiInput<E> & { returnHeaders: true }): Promise<{ headers: Headers; response: EndpointOutput<E, F> }>;
  (
    ...args: NoInputRequired<E> extends true
      ? [input?: ApiInput<E> & { asResponse?: false; returnHeaders?: false }]
      : [input: ApiInput<E> & { asResponse?: false; returnHeaders?: false }]
  ): Promise<EndpointOutput<E, F>>;
}

/** `auth.api`: one typed function per endpoint. */
export type Api<Endpoints> = { [K in keyof Endpoints & string]: ApiCall<Endpoints[K], OutputFieldsOf<Endpoints>> };
