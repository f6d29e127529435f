import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createAuthClient } from '@latchkey/client';
import type { DefaultCore } from '@latchkey/client';
import { handlerFetch } from '@latchkey/test-utils/handler-fetch';
import { TEST_BASE_URL } from '@latchkey/test-utils/test-instance';
import { twoFactorClient } from './client.js';
import { createTwoFactorAuth, enrolledUser, freezeMidStep, totpCode, PASSWORD, type TwoFactorAuth } from '@latchkey/test-utils/plugin-instances/two-factor';

beforeEach(freezeMidStep);
afterEach(() => vi.useRealTimers());

/** A client whose fetch goes straight to the handler, keeping cookies like a browser. */
function clientFor(auth: TwoFactorAuth, onTwoFactorRedirect: (context: { twoFactorMethods: string[] }) => void) {
  const { fetch, seen } = handlerFetch(auth);
  const client = createAuthClient<DefaultCore, [ReturnType<typeof twoFactorClient>]>({
    baseURL: TEST_BASE_URL,
    plugins: [twoFactorClient({ onTwoFactorRedirect })],
    fetchOptions: { fetch },
  });
  return { client, seen };
}

describe('twoFactorClient', () => {
  it('calls onTwoFactorRedirect on a challenged sign-in, reports no session until the code, then the session', async () => {
    const auth = createTwoFactorAuth();
    const ada = await enrolledUser(auth);
    const redirects: unknown[] = [];
    const { client, seen } = clientFor(auth, (context) => void redirects.push(context));
    const unsubscribe = client.$session.subscribe(() => {});

    const signedIn = await client.signIn.email({ email: ada.email, password: PASSWORD });
    expect(signedIn.data).toMatchObject({ twoFactorRedirect: true });
    expect(redirects).toEqual([{ twoFactorMethods: ['totp', 'otp'] }]);
    await expect.poll(() => client.$session.get().isPending).toBe(false);
    expect(client.$session.get().data).toBeNull();

    const sent = await client.twoFactor.sendOtp();
    expect(sent.data).toEqual({ status: true });
    const verified = await client.twoFactor.verifyTotp({ code: totpCode(ada.key), trustDevice: true });
    expect(verified.error).toBeNull();
    expect(verified.data?.user.id).toBe(ada.userId);
    await expect.poll(() => client.$session.get().data?.user.id).toBe(ada.userId);
    unsubscribe();
    expect(seen).toContain('POST /two-factor/send-otp');
    expect(redirects).toHaveLength(1);
  });

  it('types the plugin\'s routes and error codes', () => {
    const { client } = clientFor(createTwoFactorAuth(), () => {});
    expectTypeOf(client.$ERROR_CODES.INVALID_BACKUP_CODE).toEqualTypeOf<'INVALID_BACKUP_CODE'>();
    expectTypeOf(client.twoFactor.verifyBackupCode).parameter(0).toMatchTypeOf<{ code: string; disableSession?: boolean | undefined }>();
  });
});
