import type { IncomingMessage } from 'node:http';
import * as oidc from 'openid-client';
import { SECOND_APP_SCOPE } from './register-second-app.js';
import type { SecondAppSession } from './second-app-sessions.js';

/** A route's answer: a redirect, a status without a page, or null for the page itself. */
export type SecondAppAnswer = { redirect: string } | { status: number } | null;

type Route = (req: IncomingMessage, session: SecondAppSession) => Promise<SecondAppAnswer>;

/** The error code and description of a refused OAuth exchange, for the page. */
function describe(error: unknown): string {
  if (error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError) {
    return `${error.error}${error.error_description ? `: ${error.error_description}` : ''}`;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * The second app's routes: `GET /` (the page), `POST /sign-in` (to the playground's authorization
 * endpoint), `GET /callback` (the code for tokens, checking state, nonce and
 * the PKCE verifier), `POST /refresh`, `POST /sign-out` (RP-initiated logout).
 * Posts from another origin are refused: the session cookie is SameSite=Lax,
 * and the `Origin` check covers sites on the same host.
 *
 * @example
 * const routes = secondAppRoutes({ url: 'http://127.0.0.1:3001', discover });
 * await routes['POST /sign-in'](req, session);
 */
export function secondAppRoutes(input: { url: string; discover: () => Promise<oidc.Configuration> }): Record<string, Route> {
  const { url, discover } = input;
  const sameOrigin = (req: IncomingMessage): boolean => req.headers.origin === url;
  const post = (route: Route): Route => async (req, session) => (sameOrigin(req) ? route(req, session) : { status: 403 });

  return {
    // The page; after a sign-out the playground sends the browser back here with the state it was given.
    'GET /': async (req, session) => {
      const state = new URL(req.url ?? '/', url).searchParams.get('state');
      if (state === null) return null;
      if (state === session.signOutState) session.flash = { tone: 'info', text: 'You are signed out of the Second App and of the Latchkey Playground.' };
      delete session.signOutState;
      return { redirect: '/' };
    },

    'POST /sign-in': post(async (_req, session) => {
      const config = await discover();
      const verifier = oidc.randomPKCECodeVerifier();
      session.pending = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier };
      const authorizationURL = oidc.buildAuthorizationUrl(config, {
        redirect_uri: `${url}/callback`,
        scope: SECOND_APP_SCOPE,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: session.pending.state,
        nonce: session.pending.nonce,
      });
      return { redirect: authorizationURL.href };
    }),

    'GET /callback': async (req, session) => {
      const pending = session.pending;
      delete session.pending;
      if (!pending) {
        session.flash = { tone: 'error', text: 'This sign-in was not started here, or was already finished. Start again.' };
        return { redirect: '/' };
      }
      const config = await discover();
      try {
        const tokens = await oidc.authorizationCodeGrant(config, new URL(req.url ?? '/', url), {
          pkceCodeVerifier: pending.verifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        // `idTokenExpected` made openid-client check that the ID token is there.
        const claims = tokens.claims();
        if (!claims) throw new Error('No ID token');
        const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
        session.signedIn = { claims: { ...claims }, userinfo: { ...userinfo }, idToken: tokens.id_token ?? '', accessToken: tokens.access_token, refreshToken: tokens.refresh_token };
      } catch (error) {
        const denied = error instanceof oidc.AuthorizationResponseError && error.error === 'access_denied';
        session.flash = { tone: 'error', text: denied ? 'You did not allow the Second App to sign you in.' : `The sign-in failed (${describe(error)}).` };
      }
      return { redirect: '/' };
    },

    'POST /refresh': post(async (_req, session) => {
      const user = session.signedIn;
      if (!user?.refreshToken) return { redirect: '/' };
      const config = await discover();
      try {
        const tokens = await oidc.refreshTokenGrant(config, user.refreshToken);
        const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, String(user.claims.sub));
        session.signedIn = { ...user, userinfo: { ...userinfo }, accessToken: tokens.access_token, refreshToken: tokens.refresh_token, refreshedAt: new Date() };
        session.flash = { tone: 'info', text: 'The playground issued new tokens; the old refresh token is spent.' };
      } catch (error) {
        // A revoked grant: this app's access ended, so its sign-in does too.
        delete session.signedIn;
        session.flash = { tone: 'error', text: `The playground refused to refresh the tokens (${describe(error)}). Sign in again.` };
      }
      return { redirect: '/' };
    }),

    'POST /sign-out': post(async (_req, session) => {
      const user = session.signedIn;
      delete session.signedIn;
      if (!user) return { redirect: '/' };
      const config = await discover();
      session.signOutState = oidc.randomState();
      const endSession = oidc.buildEndSessionUrl(config, { id_token_hint: user.idToken, post_logout_redirect_uri: `${url}/`, state: session.signOutState });
      return { redirect: endSession.href };
    }),
  };
}
