import type { EndpointContext, Zod } from 'latchkey/plugins';
import type { FormBody } from './authenticate-client.js';
import { oauthError, type OAuthErrorBody } from './oauth-error.js';

const MAX_VALUE = 4096;
// error_description allows printable ASCII only (RFC 6749 §5.2): a name is quoted only when it is plainly one.
const PRINTABLE_NAME = /^[A-Za-z0-9_.:-]{1,64}$/;

/**
 * The body schema of the protocol routes that take form parameters (token,
 * introspection, revocation, device authorization). It lets any body through
 * so that `formParameters` can refuse a malformed one in RFC 6749's shape
 * (`invalid_request`) rather than as a Latchkey `VALIDATION_ERROR`: OAuth
 * clients read only the former. The declared type is what a well-formed
 * request sends.
 *
 * @example
 * body: lazySchema(formBodyInput),
 */
export const formBodyInput = (z: Zod) => z.custom<Record<string, string>>();

function nameOf(name: string): string {
  return PRINTABLE_NAME.test(name) ? name : 'a parameter';
}

/** Why a body is not a set of single, bounded string parameters, or null when it is. */
export function formProblem(body: unknown): string | null {
  if (body === undefined || body === null) return null;
  if (typeof body !== 'object' || Array.isArray(body)) return 'The request body must hold form parameters';
  const entries = Object.entries(body as Record<string, unknown>);
  // RFC 6749 §3.1 and §3.2: a parameter sent twice is refused, never read as one of its values.
  const repeated = entries.find(([, value]) => Array.isArray(value));
  if (repeated) return `Repeated parameter ${nameOf(repeated[0])}`;
  for (const [name, value] of entries) {
    if (typeof value !== 'string') return `Parameter ${nameOf(name)} must be a string`;
    if (value.length > MAX_VALUE) return `Parameter ${nameOf(name)} is too long`;
  }
  return null;
}

/**
 * The request's form parameters, or the 400 `invalid_request` to answer: a
 * repeated parameter, a value that is not a string, one over 4096 characters,
 * or a body that is not a set of parameters. No body reads as no parameters,
 * so the route's own checks name what is missing. (A result object, not a
 * union with the error body: a client may send a parameter named `error`.)
 *
 * @example
 * const read = formParameters(ctx);
 * if (!read.ok) return read.refusal;
 */
export function formParameters(
  ctx: Pick<EndpointContext, 'body' | 'setStatus' | 'responseHeaders'>,
): { ok: true; form: FormBody } | { ok: false; refusal: OAuthErrorBody } {
  const problem = formProblem(ctx.body);
  if (problem) return { ok: false, refusal: oauthError(ctx, 'invalid_request', problem) };
  return { ok: true, form: (ctx.body ?? {}) as FormBody };
}
