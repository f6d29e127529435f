import { describe, expect, it } from 'vitest';
import { bareRequest, TEST_BASE_URL } from '@latchkey/test-utils/test-instance';
import type { AnyEndpoint } from '../declarations/auth-context.js';
import { coreEndpoints } from './core-endpoints.js';
import { createAccountAuth, signUp } from '@latchkey/test-utils/account-routes-instance';

const VICTIM = 'victim@example.com';
const MAIL_ROUTES = ['/request-password-reset', '/forget-password', '/send-verification-email'];

/** Every mail a route can send here, counted after background work is done. */
async function setUp() {
  const { auth, mails, settle } = createAccountAuth();
  await signUp(auth, { email: VICTIM });
  await settle();
  const sent = async (): Promise<number> => {
    await settle();
    return mails.reset.length + mails.verification.length;
  };
  const before = await sent();
  return { auth, mailsSince: async () => (await sent()) - before };
}

const attacks: [string, Record<string, string>, string][] = [
  ['from an untrusted Origin', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' }, 'INVALID_ORIGIN'],
  [
    'as an auto-submitted form',
    { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    'INVALID_ORIGIN',
  ],
  ['carrying only a foreign Referer', { referer: 'https://evil.example/page' }, 'INVALID_ORIGIN'],
  ['that names no origin (Fetch Metadata only)', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' }, 'MISSING_OR_NULL_ORIGIN'],
  ['from a sandboxed frame (Origin: null)', { origin: 'null', 'sec-fetch-site': 'cross-site' }, 'MISSING_OR_NULL_ORIGIN'],
];

describe('routes that send mail, from another site without cookies (mail bombing)', () => {
  it('are exactly the core routes flagged as sending messages', () => {
    const flagged = Object.values(coreEndpoints as Record<string, AnyEndpoint>)
      .filter((endpoint) => endpoint.meta?.sendsMessage)
      .map((endpoint) => endpoint.path);
    expect(flagged.sort()).toEqual([...MAIL_ROUTES].sort());
  });

  for (const path of MAIL_ROUTES) {
    it.each(attacks)(`refuses a cookieless cross-site POST to ${path} %s, and mails nothing`, async (_label, headers, code) => {
      const { auth, mailsSince } = await setUp();
      const response = await auth.handler(bareRequest(path, { body: { email: VICTIM }, headers }));
      expect({ status: response.status, code: ((await response.json()) as { code: unknown }).code }).toEqual({ status: 403, code });
      expect(await mailsSince()).toBe(0);
    });

    it.each<[string, Record<string, string>]>([
      ['a server-to-server call without browser headers', {}],
      ['a page of this site', { origin: TEST_BASE_URL, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' }],
    ])(`still mails through ${path} for %s`, async (_label, headers) => {
      const { auth, mailsSince } = await setUp();
      const response = await auth.handler(bareRequest(path, { body: { email: VICTIM }, headers }));
      expect(response.status).toBe(200);
      expect(await mailsSince()).toBe(1);
    });
  }
});
