// The server the type tests build clients for: plugins with client halves,
// extra user fields (one the client may not set) and an access statement of the app's own.
import { admin } from '@latchkey/admin';
import { deviceAuthorization } from '@latchkey/device-authorization';
import { emailOTP } from '@latchkey/email-otp';
import { jwt } from '@latchkey/jwt';
import { organization } from '@latchkey/organization';
import { passkey } from '@latchkey/passkey';
import { twoFactor } from '@latchkey/two-factor';
import { createAuth } from 'latchkey';

export const auth = createAuth({
  baseURL: 'http://localhost:3000',
  emailAndPassword: { enabled: true },
  user: {
    additionalFields: {
      locale: { type: 'string', required: false },
      plan: { type: 'string', required: false, input: false },
    },
  },
  plugins: [
    admin(),
    twoFactor(),
    jwt(),
    emailOTP({ sendVerificationOTP: () => undefined }),
    deviceAuthorization(),
    passkey(),
    organization(),
  ],
});

// `$Infer.Session` is what a get-session answers; `$Infer.User` the user.
export type Session = typeof auth.$Infer.Session;
export type User = typeof auth.$Infer.User;
