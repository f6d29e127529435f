// A library package of a monorepo exporting its instance, compiled with `declaration: true`:
// every public type must be nameable from the packages' entries (no TS2742 naming a
// hashed chunk, no TS7056 for a type too large to write out).
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
import { oneTimeToken } from '@latchkey/one-time-token';
import { organization } from '@latchkey/organization';
import { passkey } from '@latchkey/passkey';
import { phoneNumber } from '@latchkey/phone-number';
import { twoFactor } from '@latchkey/two-factor';
import { username } from '@latchkey/username';
import { createAuth } from 'latchkey';

export const auth = createAuth({
  emailAndPassword: { enabled: true },
  user: { additionalFields: { locale: { type: 'string', required: false } } },
  plugins: [
    admin(),
    anonymous(),
    apiKey(),
    bearer(),
    captcha({ provider: 'cloudflare-turnstile', secretKey: 'secret' }),
    compromisedPassword(),
    deviceAuthorization(),
    emailOTP({ sendVerificationOTP: () => undefined }),
    jwt(),
    magicLink({ sendMagicLink: () => undefined }),
    oneTimeToken(),
    organization(),
    passkey(),
    phoneNumber({ sendOTP: () => undefined }),
    twoFactor(),
    username(),
  ],
});
