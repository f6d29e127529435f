import { adminClient } from '@latchkey/admin/client';
import { anonymousClient } from '@latchkey/anonymous/client';
import { apiKeyClient } from '@latchkey/api-key/client';
import { deviceAuthorizationClient } from '@latchkey/device-authorization/client';
import { emailOTPClient } from '@latchkey/email-otp/client';
import { jwtClient } from '@latchkey/jwt/client';
import { magicLinkClient } from '@latchkey/magic-link/client';
import { oidcProviderClient } from '@latchkey/oidc-provider/client';
import { oneTimeTokenClient } from '@latchkey/one-time-token/client';
import { organizationClient } from '@latchkey/organization/client';
import { useActiveOrganization } from '@latchkey/organization/react';
import { passkeyClient } from '@latchkey/passkey/client';
import { phoneNumberClient } from '@latchkey/phone-number/client';
import { createAuthClient } from '@latchkey/react';
import { twoFactorClient } from '@latchkey/two-factor/client';
import { usernameClient } from '@latchkey/username/client';
import { webhooksClient } from '@latchkey/webhooks/client';
import type { auth } from './server.js';

export const client = createAuthClient<typeof auth>({
  plugins: [
    adminClient(),
    twoFactorClient({ onTwoFactorRedirect: () => undefined }),
    jwtClient(),
    emailOTPClient(),
    magicLinkClient(),
    phoneNumberClient(),
    deviceAuthorizationClient(),
    passkeyClient(),
    apiKeyClient(),
    organizationClient(),
    usernameClient(),
    anonymousClient(),
    oneTimeTokenClient(),
    oidcProviderClient(),
    webhooksClient(),
  ],
});

const password = 'correct horse battery staple';

async function core() {
  const { error } = await client.signIn.email({ email: 'ada@example.com', password });
  if (error?.code === client.$ERROR_CODES.INVALID_EMAIL_OR_PASSWORD) return;
  await client.signUp.email({ name: 'Ada', email: 'ada@example.com', password, locale: 'en' });
  await client.listSessions();
  return (await client.getSession()).data?.user.locale;
}

async function adminCalls(userId: string) {
  const users = await client.admin.listUsers({ query: { limit: 10 } });
  await client.admin.setRole({ userId, role: 'support' });
  await client.admin.banUser({ userId, banReason: 'spam' });
  await client.admin.impersonateUser({ userId });
  return users.data?.users[0]?.role;
}

async function twoFactorCalls() {
  const enabled = await client.twoFactor.enable({ password });
  await client.twoFactor.verifyTotp({ code: '123456', trustDevice: true });
  await client.twoFactor.verifyBackupCode({ code: 'abcde-fghij' });
  return enabled.data?.totpURI;
}

async function jwtCalls() {
  const token = await client.jwt.token();
  return token.data;
}

async function signInMethods(email: string) {
  await client.emailOtp.sendVerificationOtp({ email, type: 'sign-in' });
  await client.signIn.emailOtp({ email, otp: '123456' });
  await client.signIn.magicLink({ email, callbackURL: '/account' });
  await client.phoneNumber.sendOtp({ phoneNumber: '+15550100' });
  const phone = await client.phoneNumber.verify({ phoneNumber: '+15550100', code: '123456' });
  return phone.data?.user.phoneNumber;
}

async function tokens() {
  const device = await client.device.code({ client_id: 'cli' });
  if (device.data && 'user_code' in device.data) await client.device.approve({ userCode: device.data.user_code });
  const key = await client.apiKey.create({ name: 'ci', expiresIn: 3600 });
  await client.apiKey.list();
  const passkeys = await client.passkey.listUserPasskeys();
  return [key.data?.key, passkeys.data?.[0]?.name];
}

async function organizations(userId: string) {
  const created = await client.organization.create({ name: 'Acme', slug: 'acme' });
  await client.organization.inviteMember({ email: 'grace@example.com', role: 'admin' });
  await client.organization.updateMemberRole({ memberId: userId, role: 'member' });
  await client.organization.listMembers({ query: { limit: 10 } });
  await client.organization.hasPermission({ permissions: { member: ['update'] } });
  return created.data?.slug;
}

async function otherSignIns() {
  await client.signIn.username({ username: 'ada', password });
  await client.isUsernameAvailable({ username: 'ada' });
  await client.signIn.anonymous();
  const token = await client.oneTimeToken.generate();
  await client.oneTimeToken.verify({ token: token.data?.token ?? '' });
}

async function oidcProviderCalls(consentCode: string) {
  const answer = await client.oauth2.consent({ consentCode, accept: true });
  const apps = await client.oauth2.connectedApps();
  await client.oauth2.revokeConnectedApp({ clientId: apps.data?.apps[0]?.clientId ?? '' });
  return answer.data?.redirectURI;
}

async function webhookCalls() {
  const created = await client.webhooks.createEndpoint({ url: 'https://hooks.example.com/in', eventTypes: ['sign-in.failed'] });
  const dead = await client.webhooks.listDeliveries({ query: { state: 'dead', limit: 20 } });
  await client.webhooks.replayDelivery({ id: dead.data?.deliveries[0]?.id ?? '' });
  await client.webhooks.rotateSecret({ id: created.data?.endpoint.id ?? '', graceSeconds: 3600 });
  return created.data?.secret;
}

export function Account() {
  const { data } = client.useSession();
  const active = useActiveOrganization(client);
  const run = () => void Promise.all([core(), adminCalls('u1'), twoFactorCalls(), jwtCalls(), signInMethods('ada@example.com'), tokens(), organizations('m1'), otherSignIns(), oidcProviderCalls('c1'), webhookCalls()]);
  return <button onClick={run}>{active.data?.name ?? (data?.user.twoFactorEnabled ? 'on' : data?.user.locale)}</button>;
}
