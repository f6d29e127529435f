/**
 * Whether a missing `baseURL` or secret must stop the app: in production, except
 * while `next build` evaluates the app's modules (`NEXT_PHASE`). The build serves
 * no request, and its machine often has no runtime secrets; the server started
 * from that build checks again when it starts.
 *
 * @example
 * if (!secret && requiresProductionSettings(process.env)) throw new Error('no secret');
 */
export function requiresProductionSettings(env: Record<string, string | undefined>): boolean {
  return env.NODE_ENV === 'production' && env.NEXT_PHASE !== 'phase-production-build';
}
