import { expect } from 'vitest';
import { describeSenderFaults } from '@latchkey/test-utils/faulty-sender';
import { cookieJar, createMagicLinkAuth, hasSession, send, useLink } from '@latchkey/test-utils/plugin-instances/magic-link';
import type { SendMagicLinkInput } from './magic-link-options.js';

describeSenderFaults<SendMagicLinkInput>('sendMagicLink', 'the link it was given signs in', async ({ sender, logger }) => {
  const auth = createMagicLinkAuth({ magicLink: { sendMagicLink: sender.send }, auth: { logger } });
  const response = await send(auth, null, '/sign-in/magic-link', { body: { email: 'ada@example.com' } });
  const answer = { status: response.status, body: await response.json() };
  const link = new URL((await sender.called()).url);
  const jar = cookieJar();
  expect((await useLink(auth, `${link.pathname.replace('/api/auth', '')}${link.search}`, jar)).status).toBe(200);
  expect(await hasSession(auth, jar)).toBe(true);
  return answer;
});
