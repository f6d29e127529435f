/** A JWT's header and claims, read without checking anything: for display only. */
export interface DecodedJwt {
  header: Record<string, unknown>;
  claims: Record<string, unknown>;
}

function decodePart(part: string): Record<string, unknown> {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
}

/**
 * Reads the two JSON parts of a compact JWT; null when it is not one. It does
 * not verify: a service that trusts a token verifies it against `/jwks`.
 *
 * @example
 * decodeJwt(token)?.claims.sub;
 */
export function decodeJwt(token: string): DecodedJwt | null {
  const [header, claims] = token.split('.');
  if (!header || !claims) return null;
  try {
    return { header: decodePart(header), claims: decodePart(claims) };
  } catch {
    return null;
  }
}
