import { startOidcProvider } from '@latchkey/test-utils/oidc-provider';
import { describe, expect, it } from 'vitest';
import { skipBrowserTests } from './browser.js';
import { runAccountFlow } from './account-flow.js';
import { runAdminFlow } from './admin-flow.js';
import { runDeviceFlow } from './device-flow.js';
import { runGuardsFlow } from './guards-flow.js';
import { runJwtFlow } from './jwt-flow.js';
import { withProblems } from './page-kit.js';
import { runPasskeyFlow } from './passkey-flow.js';
import { runPhoneFlow } from './phone-flow.js';
import { runPhoneNumberFlow } from './phone-number-flow.js';
import { runSocialFlow } from './social-flow.js';
import { runTwoFactorFlow } from './two-factor-flow.js';
import { runEmailOTPFlow } from './email-otp-flow.js';
import { runMagicLinkFlow } from './magic-link-flow.js';
import { runApiKeyFlow } from './api-key-flow.js';
import { runUsernameAnonymousFlow } from './username-anonymous-flow.js';
import { runOrganizationFlow } from './organization-flow.js';
import { runLayoutFlow } from './layout-flow.js';
import { runWebhooksFlow } from './webhooks-flow.js';
import { usePlaygroundInBrowser } from './use-playground-in-browser.js';

const OIDC_CLIENT = { clientId: 'playground', clientSecret: 'playground-secret' };

describe.skipIf(skipBrowserTests)('playground in Chromium', () => {
  const app = usePlaygroundInBrowser({
    name: 'browser',
    secret: 'playground-browser-test-secret-0123456789abcdef',
    // The identity provider knows the playground's redirect URI before the playground starts.
    beside: async (port) => {
      const op = await startOidcProvider({
        accounts: [
          { sub: 'ada', email: 'ada@example.com', email_verified: true, name: 'Ada Lovelace' },
          { sub: 'grace', email: 'grace@example.com', email_verified: true, name: 'Grace Hopper' },
        ],
        clients: [{ ...OIDC_CLIENT, redirectURIs: [`http://localhost:${port}/api/auth/callback/oidc`], authMethod: 'client_secret_basic' }],
        loginPage: true,
      });
      const env = {
        PLAYGROUND_OIDC_ISSUER: op.issuer,
        PLAYGROUND_OIDC_NAME: 'Test IdP',
        PLAYGROUND_OIDC_CLIENT_ID: OIDC_CLIENT.clientId,
        PLAYGROUND_OIDC_CLIENT_SECRET: OIDC_CLIENT.clientSecret,
      };
      return { env, close: () => op.close() };
    },
  });
  const { problems } = app;

  it('signs up, verifies, changes and resets the password, revokes a session, links and unlinks', async () => {
    await withProblems(problems, () => runAccountFlow({ browser: app.browser, origin: app.playground.url, problems }));
    expect(problems.list).toEqual([]);
  }, 120_000);

  it('at 390 px: the header fits, waits for the session, keeps focus after a failed sign-in, and says what a change of email did', async () => {
    await withProblems(problems, () => runPhoneFlow({ browser: app.browser, origin: app.playground.url, problems }));
    expect(problems.list).toEqual([]);
  }, 120_000);

  it('asks for the captcha on sign-up and refuses breached and common passwords', async () => {
    await withProblems(problems, () => runGuardsFlow({ browser: app.browser, origin: app.playground.url, problems }));
    expect(problems.list).toEqual([]);
  }, 60_000);

  it('signs in with the OpenID provider through its login page', async () => {
    await withProblems(problems, () => runSocialFlow({ browser: app.browser, origin: app.playground.url, problems }));
    expect(problems.list).toEqual([]);
  }, 60_000);

  it('seeds an admin who manages users on the Admin page: pages, create, search, edit, password, role, ban, sessions, impersonation without API keys, removal', async () => {
    expect(app.playground.seededAdmin?.email).toBe('admin@example.com');
    const admin = app.playground.seededAdmin!;
    await withProblems(problems, () => runAdminFlow({ browser: app.browser, origin: app.playground.url, problems, auth: app.playground.auth, admin }));
    expect(problems.list).toEqual([]);
  }, 120_000);

  it('enrols in two-factor with a QR code, then signs in with TOTP, an emailed code and a backup code, trusting the device', async () => {
    await withProblems(problems, () => runTwoFactorFlow({ browser: app.browser, origin: app.playground.url, problems }));
    expect(problems.list).toEqual([]);
  }, 120_000);

  it('shows the JWT of the session on the account page with its claims, and it verifies against the JWKS', async () => {
    await withProblems(problems, () => runJwtFlow({ browser: app.browser, origin: app.playground.url, problems, auth: app.playground.auth }));
    expect(problems.list).toEqual([]);
  }, 60_000);

  it('signs up and in with an emailed code from the mailbox, refusing a wrong and a spent code', async () => {
    await withProblems(problems, () => runEmailOTPFlow({ browser: app.browser, origin: app.playground.url, problems }));
    expect(problems.list).toEqual([]);
  }, 120_000);

  it('signs in with an emailed link that a mail scanner fetched first, and refuses it the second time', async () => {
    await withProblems(problems, () => runMagicLinkFlow({ browser: app.browser, origin: app.playground.url, problems }));
    expect(problems.list).toEqual([]);
  }, 120_000);

  it('signs up with a texted code, changes the number with a code sent to the new one, and signs in with it (a wrong password answers one message)', async () => {
    await withProblems(problems, () => runPhoneNumberFlow({ browser: app.browser, origin: app.playground.url, problems }));
    expect(problems.list).toEqual([]);
  }, 120_000);

  it('signs in a device: a code followed from the device, approved on /device; another typed and denied', async () => {
    await withProblems(problems, () => runDeviceFlow({ browser: app.browser, origin: app.playground.url, problems }));
    expect(problems.list).toEqual([]);
  }, 120_000);

  it('adds and renames a passkey on the account page, signs in with it without typing an email, and a replayed assertion and one from another origin are refused (virtual authenticator)', async () => {
    await withProblems(problems, () => runPasskeyFlow({ browser: app.browser, origin: app.playground.url, problems }));
    expect(problems.list).toEqual([]);
  }, 120_000);

  it('creates an API key shown once, uses it from a script that cannot make more keys, renames, disables and enables it, and deletes it', async () => {
    await withProblems(problems, () => runApiKeyFlow({ browser: app.browser, origin: app.playground.url, problems }));
    expect(problems.list).toEqual([]);
  }, 120_000);

  it('tries the playground without an account, keeps the note through a sign-up with a username, and signs in by username', async () => {
    await withProblems(problems, () => runUsernameAnonymousFlow({ browser: app.browser, origin: app.playground.url, problems }));
    expect(problems.list).toEqual([]);
  }, 120_000);

  it('creates an organization with a team and a role, invites by email, the invitee accepts from the mailbox, joins and leaves a team; the owner renames the organization, and a second one is left and deleted', async () => {
    await withProblems(problems, () => runOrganizationFlow({ browser: app.browser, origin: app.playground.url, problems }));
    expect(problems.list).toEqual([]);
  }, 180_000);

  it('scrolls nowhere sideways at 360, 390 and 1280 px on any page and state, and keeps the organization link and switcher in the header', async () => {
    const admin = app.playground.seededAdmin!;
    await withProblems(problems, () => runLayoutFlow({ browser: app.browser, origin: app.playground.url, problems, auth: app.playground.auth, admin }));
    expect(problems.list).toEqual([]);
  }, 180_000);

  it('shows signed webhook deliveries arriving at the Webhook receiver page, each verified with standardwebhooks', async () => {
    await withProblems(problems, () => runWebhooksFlow({ browser: app.browser, origin: app.playground.url, problems, auth: app.playground.auth }));
    expect(problems.list).toEqual([]);
  }, 60_000);
});
