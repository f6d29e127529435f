import { describe, expect, it } from 'vitest';
import { faultySender, recordingLogger, SENDER_FAULTS } from '@latchkey/test-utils/faulty-sender';
import { cookieJar, createMagicLinkAuth, hasSession, send, useLink } from './magic-link.test-helpers.js';
import type { SendMagicLinkInput } from './magic-link-options.js';

describe('a sendMagicLink that throws or never answers', () => {
  const answers: { status: number; body: unknown }[] = [];

  for (const fault of SENDER_FAULTS) {
    it(`${fault}: the answer is unchanged and the link it was given signs in`, async () => {
      const sender = faultySender<SendMagicLinkInput>(fault);
      const log = recordingLogger();
      const auth = createMagicLinkAuth({ magicLink: { sendMagicLink: sender.send }, auth: { logger: log.options } });
      const response = await send(auth, null, '/sign-in/magic-link', { body: { email: 'ada@example.com' } });
      answers.push({ status: response.status, body: await response.json() });
      const { url } = await sender.called();
      const link = new URL(url);
      const jar = cookieJar();
      const used = await useLink(auth, `${link.pathname.replace('/api/auth', '')}${link.search}`, jar);
      expect(used.status).toBe(200);
      expect(await hasSession(auth, jar)).toBe(true);
      expect(log.messages.includes('Background task failed')).toBe(fault === 'throws');
    });
  }

  it('answered alike whether the sender worked, threw or hung', () => {
    expect(answers).toEqual(Array.from({ length: 3 }, () => ({ status: 200, body: { status: true } })));
  });
});
