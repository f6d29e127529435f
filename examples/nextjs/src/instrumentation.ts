/**
 * Runs once when the server starts: see `check-auth-at-start.ts`. The Node.js-only
 * code sits in its own module, which the edge build never reaches.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./check-auth-at-start');
}
