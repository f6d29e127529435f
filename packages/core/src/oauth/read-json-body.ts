/**
 * Reads a provider answer as a JSON object. Falls back to form encoding, which
 * some token endpoints (GitHub without `Accept`) still send. Anything else is null.
 *
 * @example
 * const body = await readJsonBody(response);
 */
export async function readJsonBody(response: Response): Promise<Record<string, unknown> | null> {
  const raw = await response.text();
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(raw));
  }
  try {
    const value: unknown = JSON.parse(raw);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
