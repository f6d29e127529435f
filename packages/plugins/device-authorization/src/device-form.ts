import type { ZodType } from 'zod';

/** The device routes' parameters once read, or why the request is malformed. */
export type DeviceForm<T> = { ok: true; form: T } | { ok: false; problem: string };

// error_description allows printable ASCII only (RFC 6749 §5.2): a name is quoted only when it is plainly one.
const PRINTABLE_NAME = /^[A-Za-z0-9_.:-]{1,64}$/;

function repeatedParameter(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const repeated = Object.entries(body).find(([, value]) => Array.isArray(value));
  if (!repeated) return null;
  return PRINTABLE_NAME.test(repeated[0]) ? repeated[0] : 'a parameter';
}

/**
 * Reads the body of `/device/code` or `/device/token` with the route's schema,
 * as the schema's transform, so a malformed request reaches the handler and
 * is answered in RFC 6749's shape (`invalid_request`), which device clients
 * read, rather than as a Latchkey `VALIDATION_ERROR`. A repeated parameter
 * (the form parser keeps it as a list) is named: RFC 6749 §3.1 and RFC 8628
 * forbid sending one twice.
 *
 * @example
 * body: lazySchema((z) => z.custom<{ client_id: string }>().transform((body) => readDeviceForm(strict(z), body))),
 */
export function readDeviceForm<T>(schema: ZodType<T>, body: unknown): DeviceForm<T> {
  const repeated = repeatedParameter(body);
  if (repeated) return { ok: false, problem: `Repeated parameter ${repeated}` };
  const result = schema.safeParse(body ?? {});
  if (result.success) return { ok: true, form: result.data };
  const field = result.error.issues[0]?.path[0];
  const named = typeof field === 'string' && PRINTABLE_NAME.test(field);
  return { ok: false, problem: named ? `Missing or invalid ${field}` : 'The request body must hold form parameters' };
}
