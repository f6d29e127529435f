import { describe, expect, it } from 'vitest';
import { faultySender, recordingLogger, SENDER_FAULTS } from '@latchkey/test-utils/faulty-sender';
import { call, createOrg, createOrganizationAuth, user } from './organization.test-helpers.js';
import type { InvitationEmail } from './organization-options.js';

/** The parts of an invitation answer that do not change from run to run. */
const stable = (body: Record<string, unknown>): Record<string, unknown> => ({
  keys: Object.keys(body).sort(),
  email: body.email,
  role: body.role,
  status: body.status,
});

describe('a sendInvitationEmail that throws or never answers', () => {
  const answers: { status: number; body: unknown }[] = [];

  for (const fault of SENDER_FAULTS) {
    it(`${fault}: the answer is unchanged and the invitation it was given can be accepted`, async () => {
      const sender = faultySender<InvitationEmail>(fault);
      const log = recordingLogger();
      const auth = createOrganizationAuth({ organization: { sendInvitationEmail: sender.send }, auth: { logger: log.options } });
      const owner = await user(auth, 'owner@example.com');
      const organizationId = await createOrg(auth, owner, 'acme');
      const invited = await call(auth, owner, '/organization/invite-member', { email: 'eve@example.com', role: 'member', organizationId });
      answers.push({ status: invited.status, body: stable(invited.body) });
      const mail = await sender.called();
      expect(mail.id).toBe(invited.body.id);
      const eve = await user(auth, 'eve@example.com');
      const accepted = await call(auth, eve, '/organization/accept-invitation', { invitationId: mail.id });
      expect(accepted.status).toBe(200);
      expect(log.messages.includes('Background task failed')).toBe(fault === 'throws');
    });
  }

  it('answered alike whether the sender worked, threw or hung', () => {
    expect(answers).toHaveLength(3);
    expect(answers[0]?.status).toBe(200);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });
});
