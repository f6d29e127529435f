import type { AuthContext } from 'latchkey/plugins';

/**
 * The issuer: the URL Latchkey is mounted at (`https://app.example.com/api/auth`).
 * Discovery lives below it, so a relying party finds everything from this one value.
 *
 * @example
 * issuerOf(ctx.auth); // 'https://app.example.com/api/auth'
 */
export function issuerOf(auth: AuthContext): string {
  return `${new URL(auth.baseURL).origin}${auth.basePath === '/' ? '' : auth.basePath}`;
}
