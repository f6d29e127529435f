import type { ClientResult } from '../types.js';

// Dates travel as ISO strings; reviving them keeps `Date` fields in the server's types true.
const ISO_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z$/;
const revive = (_key: string, value: unknown): unknown =>
  typeof value === 'string' && ISO_DATE.test(value) ? new Date(value) : value;

/**
 * Turns an answer into `{ data, error }`. JSON errors keep the server's code and
 * message; other failures (a proxy's HTML 502) get `UNKNOWN_ERROR` and the status.
 */
export async function readResponse<T>(response: Response): Promise<ClientResult<T>> {
  const { status } = response;
  let body: unknown;
  try {
    const text = await response.text();
    body = /json/.test(response.headers.get('content-type') ?? '') && text ? JSON.parse(text, revive) : text || null;
  } catch {
    return { data: null, error: { status, code: 'INVALID_RESPONSE', message: 'The answer could not be read' } };
  }
  if (response.ok) return { data: body as T, error: null };
  const json = (typeof body === 'object' && body) || {};
  const code = 'code' in json && typeof json.code === 'string' ? json.code : 'UNKNOWN_ERROR';
  const message =
    'message' in json && typeof json.message === 'string'
      ? json.message
      : response.statusText || `Request failed with status ${status}`;
  return { data: null, error: { status, code, message } };
}
