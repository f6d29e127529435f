import type { EndpointContext } from '../declarations/auth-context.js';
import { checkIssuerParameter } from '../oauth/check-issuer-parameter.js';
import { exchangeCode } from '../oauth/exchange-code.js';
import { deriveNonce } from '../oauth/generate-state.js';
import { getUserInfo } from '../oauth/get-user-info.js';
import type { OAuthProvider, OAuthTokens, OAuthUserInfo } from '../oauth/types.js';
import { AuthError } from '../error/auth-error.js';
import { issueSession, type IssuedSession } from '../session/issue-session.js';
import { errorPageURL, errorPageWith, withQuery, type CallbackErrorCode } from './callback-redirect.js';
import { handleOAuthUser } from './handle-oauth-user.js';
import { linkAccount } from './link-account.js';
import { consumeOAuthState, type OAuthStateRecord } from './oauth-state.js';
import { emitEvent } from '../events/emit-event.js';
import type { DatabaseAdapter } from '../db/adapter.js';

/** What a provider sends back (spec §7), from the query of the GET callback. */
export interface CallbackParams {
  code?: string | undefined;
  error?: string | undefined;
  error_description?: string | undefined;
  state?: string | undefined;
  iss?: string | undefined;
  device_id?: string | undefined;
  /** Apple's first-login name, as JSON. Untrusted: only the name is read from it. */
  user?: string | undefined;
}

interface Flow {
  ctx: EndpointContext;
  provider: OAuthProvider;
  record: OAuthStateRecord;
  fail(code: CallbackErrorCode | string, description?: string): Response;
}

/**
 * The OAuth callback, start to end; every outcome is a redirect. Failures before
 * the state record is known go to the error page (nothing else is trusted yet);
 * later ones go to the flow's error URL with `?error=`.
 *
 * @example
 * return runOAuthCallback(ctx, { providerId: ctx.params.id, params: ctx.query });
 */
export async function runOAuthCallback(
  ctx: EndpointContext,
  input: { providerId: string; params: CallbackParams },
): Promise<Response> {
  const { auth } = ctx;
  const provider = auth.socialProviders.get(input.providerId);
  if (!provider) return ctx.redirect(errorPageWith(auth, 'oauth_provider_not_found'));
  const checked = await consumeOAuthState(ctx, { state: input.params.state, providerId: provider.id });
  if (!checked.ok) return ctx.redirect(errorPageWith(auth, checked.code));
  const { record } = checked;
  const errorURL = record.errorURL ?? errorPageURL(auth);
  const flow: Flow = {
    ctx,
    provider,
    record,
    fail: (code, description) => ctx.redirect(withQuery(errorURL, { error: code, error_description: description })),
  };
  try {
    return await completeFlow(flow, input.params);
  } catch (error) {
    auth.logger.error('OAuth callback failed', error);
    return flow.fail('internal_server_error');
  }
}

async function completeFlow(flow: Flow, params: CallbackParams): Promise<Response> {
  const { provider, record } = flow;
  // The provider refused (user cancelled, consent denied): pass its code on.
  if (params.error) return flow.fail(params.error, params.error_description ?? '');
  // RFC 9207: an `iss` naming another issuer means the response was meant for another provider.
  if (!(await checkIssuerParameter({ provider, iss: params.iss ?? null }))) return flow.fail('invalid_callback_request');
  if (!params.code) return flow.fail('no_code');
  let tokens: OAuthTokens;
  try {
    tokens = await exchangeCode({ provider, code: params.code, codeVerifier: record.codeVerifier, ...(params.device_id ? { deviceId: params.device_id } : {}) });
  } catch {
    return flow.fail('invalid_code');
  }
  let userInfo: OAuthUserInfo;
  try {
    const nonce = provider.openid ? { nonce: deriveNonce(record.codeVerifier) } : {};
    userInfo = (await getUserInfo({ provider, tokens, ...nonce, ...(params.user ? { callbackUser: params.user } : {}) })).user;
  } catch {
    return flow.fail('unable_to_get_user_info');
  }
  if (!userInfo.email) return flow.fail('email_not_found');
  if (!record.callbackURL) return flow.fail('no_callback_url');
  return record.link ? finishLink(flow, { userInfo, tokens, link: record.link }) : finishSignIn(flow, { userInfo, tokens });
}

async function finishLink(
  flow: Flow,
  input: { userInfo: OAuthUserInfo; tokens: OAuthTokens; link: { userId: string; email: string } },
): Promise<Response> {
  const event = { type: 'social-account.linked', userId: input.link.userId, detail: { providerId: flow.provider.id } } as const;
  const withLink = (tx: DatabaseAdapter): Promise<void> => emitEvent(flow.ctx, event, { db: tx });
  const outcome = await linkAccount(flow.ctx.auth, { provider: flow.provider, ...input, withLink });
  if (!outcome.ok) return flow.fail(outcome.code);
  return flow.ctx.redirect(flow.record.callbackURL);
}

async function finishSignIn(flow: Flow, input: { userInfo: OAuthUserInfo; tokens: OAuthTokens }): Promise<Response> {
  const { ctx, record } = flow;
  const outcome = await handleOAuthUser(ctx.auth, {
    provider: flow.provider,
    ...input,
    ...(record.requestSignUp ? { requestSignUp: true } : {}),
    withSignUp: (tx, user) => emitEvent(ctx, { type: 'user.signed-up', userId: user.id, method: 'social' }, { db: tx }),
  });
  if (!outcome.ok) return flow.fail(outcome.code);
  let issued: IssuedSession;
  try {
    issued = await issueSession(ctx, { user: outcome.user, method: 'social' });
  } catch (error) {
    // A plugin refused the sign-in (a banned user): its code travels in `?error=`.
    if (error instanceof AuthError) return flow.fail(error.code, error.message);
    ctx.auth.logger.error('Could not create a session after social sign-in', error);
    return flow.fail('unable_to_create_session');
  }
  if (issued.kind === 'challenge') return ctx.redirect(issued.challenge.redirectTo ?? record.callbackURL);
  const target = outcome.isNewUser ? (record.newUserURL ?? record.callbackURL) : record.callbackURL;
  return ctx.redirect(target);
}
