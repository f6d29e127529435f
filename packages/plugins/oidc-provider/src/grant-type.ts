/** RFC 8628's grant type at the token endpoint. */
export const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

/** The grants a client may be registered for (RFC 7591 §2 `grant_types`). */
export const GRANT_TYPES = ['authorization_code', 'refresh_token', DEVICE_CODE_GRANT] as const;
export type GrantType = (typeof GRANT_TYPES)[number];

/**
 * What a client may use when it registered no grant types, and what a client
 * stored before grant types were recorded may use: the code flow and its
 * refresh tokens. The device grant is never implied.
 */
export const DEFAULT_GRANT_TYPES: readonly GrantType[] = ['authorization_code', 'refresh_token'];

/** Whether a value names a grant a client may be registered for. */
export function isGrantType(value: unknown): value is GrantType {
  return (GRANT_TYPES as readonly unknown[]).includes(value);
}

/**
 * A client's stored grant types (a JSON array; some dialects answer it as
 * text). Null, absent or unreadable means `DEFAULT_GRANT_TYPES`.
 *
 * @example
 * const grants = grantTypesOf(row.grantTypes);
 */
export function grantTypesOf(value: unknown): GrantType[] {
  const parsed: unknown = typeof value === 'string' ? safeParse(value) : value;
  if (!Array.isArray(parsed)) return [...DEFAULT_GRANT_TYPES];
  return parsed.filter(isGrantType);
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
