import { captcha } from '@latchkey/captcha';
import { compromisedPassword } from '@latchkey/compromised-password';
import { DEV_CAPTCHA_SECRET } from './dev-captcha.js';
import { DEV_SERVICES } from './dev-services.js';

/**
 * The abuse guards the playground shows: breached passwords refused on every
 * path that sets one, and a captcha on sign-up. Both call the playground's own
 * stand-in services at `devServicesOrigin` (loopback), so nothing leaves the
 * machine; a real app keeps the defaults (Pwned Passwords) and a real provider.
 *
 * @example
 * createAuth({ ..., plugins: playgroundGuards('http://127.0.0.1:3000') });
 */
export function playgroundGuards(devServicesOrigin: string) {
  return [
    compromisedPassword({ rangeURL: `${devServicesOrigin}${DEV_SERVICES}/range` }),
    captcha({
      provider: 'cloudflare-turnstile',
      secretKey: DEV_CAPTCHA_SECRET,
      verifyURL: `${devServicesOrigin}${DEV_SERVICES}/captcha/siteverify`,
      endpoints: ['/sign-up/email'],
    }),
  ];
}
