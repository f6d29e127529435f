import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';
import type { BodyEncoding } from '../declarations/endpoint-meta.js';

const fail = (code: keyof typeof CORE_ERROR_CODES): AuthError => AuthError.of(CORE_ERROR_CODES, code);

/**
 * Reads a request body within a byte limit and decodes it by content type.
 * JSON is always accepted; form-urlencoded only where the endpoint declares it.
 * A missing body reads as `undefined`. A name repeated in a form body reads as
 * the array of its values, so a schema expecting one string refuses it (OAuth
 * parameters must not appear twice, RFC 6749 §3.1) instead of one value
 * silently winning.
 */
export async function readBody(
  request: Request,
  options: { accepts: readonly BodyEncoding[]; maxBytes: number },
): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > options.maxBytes) throw fail('PAYLOAD_TOO_LARGE');
  const text = await readLimited(request, options.maxBytes);
  if (text.length === 0) return undefined;
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/json' || type.endsWith('+json')) return parseJson(text);
  if (type === 'application/x-www-form-urlencoded' && options.accepts.includes('form')) {
    return formFields(new URLSearchParams(text));
  }
  throw fail('UNSUPPORTED_MEDIA_TYPE');
}

// Object.fromEntries defines own properties, so a field named `__proto__` stays a field.
function formFields(params: URLSearchParams): Record<string, string | string[]> {
  return Object.fromEntries(
    [...new Set(params.keys())].map((name) => {
      const values = params.getAll(name);
      return [name, values.length === 1 ? values[0]! : values];
    }),
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw fail('INVALID_JSON');
  }
}

async function readLimited(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const decoder = new TextDecoder('utf-8', { fatal: false });
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw fail('PAYLOAD_TOO_LARGE');
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
