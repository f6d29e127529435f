/**
 * Whether a missing `baseURL` or secret must stop the app: whenever NODE_ENV is
 * `production`, builds included. `next build` evaluates the app's modules in
 * production mode, so a deployment without LATCHKEY_URL or LATCHKEY_SECRET fails
 * its build with the variable's name instead of starting a server that answers
 * 500. Development and tests keep their defaults (a localhost URL, a kept
 * development secret).
 *
 * @example
 * if (!secret && requiresProductionSettings(process.env)) throw new Error('no secret');
 */
export function requiresProductionSettings(env: Record<string, string | undefined>): boolean {
  return env.NODE_ENV === 'production';
}
