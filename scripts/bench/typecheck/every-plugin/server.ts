// Every plugin on, with extra user fields and custom access-control roles.
import { admin, adminRole, adminStatements, userRole } from '@latchkey/admin';
import { apiKey } from '@latchkey/api-key';
import { bearer } from '@latchkey/bearer';
import { anonymous } from '@latchkey/anonymous';
import { captcha } from '@latchkey/captcha';
import { deviceAuthorization } from '@latchkey/device-authorization';
import { emailOTP } from '@latchkey/email-otp';
import { magicLink } from '@latchkey/magic-link';
import { oneTimeToken } from '@latchkey/one-time-token';
import { organization } from '@latchkey/organization';
import { passkey } from '@latchkey/passkey';
import { phoneNumber } from '@latchkey/phone-number';
import { compromisedPassword } from '@latchkey/compromised-password';
import { jwt } from '@latchkey/jwt';
import { oidcProvider } from '@latchkey/oidc-provider';
import { twoFactor } from '@latchkey/two-factor';
import { username } from '@latchkey/username';
import { webhooks } from '@latchkey/webhooks';
import { createAuth } from 'latchkey';
import { createAccessControl } from 'latchkey/access';

const access = createAccessControl({ ...adminStatements, invoice: ['read', 'refund'] } as const);
const support = access.newRole({ user: ['list', 'get'], session: ['list', 'revoke'], invoice: ['read'] });

export const auth = createAuth({
  baseURL: 'http://localhost:3000',
  secret: 'typecheck-bench-secret-0123456789abcdef',
  emailAndPassword: { enabled: true },
  user: {
    additionalFields: {
      locale: { type: 'string', required: false },
      plan: { type: 'string', required: false, input: false },
    },
  },
  socialProviders: { github: { clientId: 'id', clientSecret: 'secret' } },
  plugins: [
    admin({ roles: { admin: adminRole, user: userRole, support } }),
    twoFactor({ sendOTP: () => undefined }),
    captcha({ provider: 'cloudflare-turnstile', secretKey: 'secret' }),
    compromisedPassword(),
    jwt(),
    emailOTP({ sendVerificationOTP: () => undefined }),
    magicLink({ sendMagicLink: () => undefined }),
    phoneNumber({ sendOTP: () => undefined }),
    bearer(),
    deviceAuthorization(),
    passkey(),
    apiKey(),
    organization({ sendInvitationEmail: () => undefined }),
    username(),
    anonymous(),
    oneTimeToken(),
    oidcProvider(),
    webhooks({ endpoints: [{ id: 'siem', url: 'https://siem.example.com/hooks', secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', eventTypes: ['sign-in.failed'] }] }),
  ],
});

export async function currentUser(headers: Headers) {
  const result = await auth.api.getSession({ headers });
  return result ? { locale: result.user.locale, role: result.user.role, twoFactor: result.user.twoFactorEnabled } : null;
}
