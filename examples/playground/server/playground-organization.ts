import { createDevMailer } from 'latchkey/mail';
import { organization } from '@latchkey/organization';

/**
 * The playground's organization plugin: invitations go to the development
 * mailbox, with a link to the page that accepts or rejects them.
 *
 * @example
 * createAuth({ plugins: [playgroundOrganization({ outbox, appName, baseURL })] });
 */
export function playgroundOrganization(options: { outbox: string; appName: string; baseURL: string; log?: boolean }) {
  const mailer = createDevMailer({ outbox: options.outbox, log: options.log ?? true });
  return organization({
    sendInvitationEmail: ({ id, email, organization: invitedTo, inviter, role }) => {
      const url = new URL(`/accept-invitation?id=${encodeURIComponent(id)}`, options.baseURL).toString();
      return mailer.send({
        type: 'invitation',
        to: email,
        subject: `You are invited to join ${invitedTo.name}`,
        text: `${inviter.user.name} invites you to join ${invitedTo.name} on ${options.appName} as ${role}. Open ${url} to accept or reject. The invitation expires in 48 hours.`,
        url,
      });
    },
  });
}
