// Every plugin in packages/plugins, with settings that make no network call at start,
// for the benches that load them all from the built packages (`dist`).
import { admin } from '@latchkey/admin';
import { anonymous } from '@latchkey/anonymous';
import { apiKey } from '@latchkey/api-key';
import { bearer } from '@latchkey/bearer';
import { captcha } from '@latchkey/captcha';
import { compromisedPassword } from '@latchkey/compromised-password';
import { deviceAuthorization } from '@latchkey/device-authorization';
import { emailOTP } from '@latchkey/email-otp';
import { jwt } from '@latchkey/jwt';
import { magicLink } from '@latchkey/magic-link';
import { oidcProvider } from '@latchkey/oidc-provider';
import { oneTimeToken } from '@latchkey/one-time-token';
import { organization } from '@latchkey/organization';
import { passkey } from '@latchkey/passkey';
import { phoneNumber } from '@latchkey/phone-number';
import { twoFactor } from '@latchkey/two-factor';
import { username } from '@latchkey/username';
import { webhooks } from '@latchkey/webhooks';

const send = () => undefined;

/** Plugins whose sign-up asks for a captcha answer or looks the password up online: a bench signs up without them. */
export const ASKS_THE_NETWORK = new Set(['captcha', 'compromised-password']);

/** The 18 plugins, freshly built (webhooks without a delivery loop: a bench process sends nothing). */
export const everyPlugin = () => [
  admin(),
  anonymous(),
  apiKey(),
  bearer(),
  captcha({ provider: 'cloudflare-turnstile', secretKey: 'bench-captcha-secret' }),
  compromisedPassword(),
  deviceAuthorization(),
  emailOTP({ sendVerificationOTP: send }),
  jwt(),
  magicLink({ sendMagicLink: send }),
  oidcProvider(),
  oneTimeToken(),
  organization({ sendInvitationEmail: send }),
  passkey(),
  phoneNumber({ sendOTP: send }),
  twoFactor({ sendOTP: send }),
  username(),
  webhooks({ deliveryLoop: false }),
];
