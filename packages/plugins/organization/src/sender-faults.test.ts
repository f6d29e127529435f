import { expect } from 'vitest';
import { describeSenderFaults } from '@latchkey/test-utils/faulty-sender';
import { call, createOrg, createOrganizationAuth, user } from '@latchkey/test-utils/plugin-instances/organization';
import type { InvitationEmail } from './organization-options.js';

describeSenderFaults<InvitationEmail>('sendInvitationEmail', 'the invitation it was given can be accepted', async ({ sender, logger }) => {
  const auth = createOrganizationAuth({ organization: { sendInvitationEmail: sender.send }, auth: { logger } });
  const owner = await user(auth, 'owner@example.com');
  const organizationId = await createOrg(auth, owner, 'acme');
  const invited = await call(auth, owner, '/organization/invite-member', { email: 'eve@example.com', role: 'member', organizationId });
  const mail = await sender.called();
  expect(mail.id).toBe(invited.body.id);
  const eve = await user(auth, 'eve@example.com');
  expect((await call(auth, eve, '/organization/accept-invitation', { invitationId: mail.id })).status).toBe(200);
  // Ids and dates differ from run to run; the rest of the answer must not.
  const { email, role, status } = invited.body;
  return { status: invited.status, body: { keys: Object.keys(invited.body).sort(), email, role, status } };
});
