import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTwoFactorAuth, enrolledUser, errorOf, freezeMidStep, keyOf, PASSWORD, send, signUp } from '@latchkey/test-utils/plugin-instances/two-factor';

beforeEach(freezeMidStep);
afterEach(() => vi.useRealTimers());

describe('POST /two-factor/get-totp-uri', () => {
  it('answers the same key again, with the password', async () => {
    const auth = createTwoFactorAuth();
    const ada = await enrolledUser(auth);
    const response = await send(auth, ada.jar, '/two-factor/get-totp-uri', { body: { password: PASSWORD } });
    const { totpURI } = (await response.json()) as { totpURI: string };
    expect(keyOf(totpURI)).toEqual(ada.key);
    expect(await errorOf(await send(auth, ada.jar, '/two-factor/get-totp-uri', { body: { password: 'wrong password!' } }))).toMatchObject({ status: 400, code: 'INVALID_PASSWORD' });
  });

  it('answers 400 TOTP_NOT_ENABLED before any enrolment', async () => {
    const auth = createTwoFactorAuth();
    const { jar } = await signUp(auth, { email: 'eve@example.com' });
    expect(await errorOf(await send(auth, jar, '/two-factor/get-totp-uri', { body: { password: PASSWORD } }))).toMatchObject({ status: 400, code: 'TOTP_NOT_ENABLED' });
  });
});
