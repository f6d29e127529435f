import { defineClientPlugin } from '@latchkey/client';
// Types only: the browser bundle carries none of the server half.
import type { TwoFactorPlugin } from './two-factor.js';
import { twoFactorRoutes } from './routes.js';

export interface TwoFactorClientOptions {
  /**
   * Called when a sign-in answered a challenge instead of a session: send the
   * user to the page that asks for the second factor.
   */
  onTwoFactorRedirect?(context: { twoFactorMethods: string[] }): void | Promise<void>;
}

const SIGN_IN = /^\/(?:sign-in\/.+|sign-up\/.+|verify-email|magic-link\/verify|email-otp\/verify-email|phone-number\/verify)$/;
const SESSION_CHANGES = ['/two-factor/verify-totp', '/two-factor/verify-otp', '/two-factor/verify-backup-code', '/two-factor/disable'];

const isChallenge = (data: unknown): data is { twoFactorRedirect: true; twoFactorMethods?: string[] } =>
  typeof data === 'object' && data !== null && (data as { twoFactorRedirect?: unknown }).twoFactorRedirect === true;

/**
 * The client half of the two-factor plugin: `client.twoFactor.enable({ password })`,
 * `client.twoFactor.verifyTotp({ code, trustDevice })`, … typed from the server.
 * A sign-in that answers a challenge calls `onTwoFactorRedirect`; the session
 * store reports no session until a second factor is verified (none exists).
 *
 * @example
 * const client = createAuthClient<typeof auth>({
 *   plugins: [twoFactorClient({ onTwoFactorRedirect: () => navigate('/two-factor') })],
 * });
 */
export function twoFactorClient(options: TwoFactorClientOptions = {}) {
  return defineClientPlugin({
    id: 'two-factor',
    $InferServerPlugin: {} as TwoFactorPlugin,
    routes: twoFactorRoutes,
    atomListeners: [{ matcher: (path: string) => SESSION_CHANGES.includes(path) }],
    onSuccess({ path, data }) {
      if (!SIGN_IN.test(path) || !isChallenge(data)) return;
      const redirecting = options.onTwoFactorRedirect?.({ twoFactorMethods: data.twoFactorMethods ?? [] });
      // An async handler's failure is the app's to see, not an unhandled rejection.
      if (redirecting) redirecting.catch((error: unknown) => console.error('[latchkey] onTwoFactorRedirect failed', error));
    },
  });
}
