import { adminClient } from '@latchkey/admin/client';
import { auditLogClient } from '@latchkey/audit-log/client';
import { deviceAuthorizationClient } from '@latchkey/device-authorization/client';
import { emailOTPClient } from '@latchkey/email-otp/client';
import { magicLinkClient } from '@latchkey/magic-link/client';
import { oidcProviderClient } from '@latchkey/oidc-provider/client';
import { organizationClient } from '@latchkey/organization/client';
import { passkeyClient } from '@latchkey/passkey/client';
import { phoneNumberClient } from '@latchkey/phone-number/client';
import { createAuthClient } from '@latchkey/react';
import { twoFactorClient } from '@latchkey/two-factor/client';
import { navigate } from './lib/router.js';
import { usernameAnonymousClients } from './username-anonymous/client-plugins.js';
// Type-only: the server's options type every call, and no server code reaches the bundle.
import type { PlaygroundAuth } from '../server/create-playground-auth.js';

// A sign-in that needs a second factor answers a challenge: the page that asks for it takes over.
const plugins = [
  adminClient(),
  auditLogClient(),
  twoFactorClient({ onTwoFactorRedirect: () => navigate('/two-factor') }),
  emailOTPClient(),
  magicLinkClient(),
  phoneNumberClient(),
  deviceAuthorizationClient(),
  passkeyClient(),
  ...usernameAnonymousClients,
  organizationClient(),
  oidcProviderClient(),
] as const;

/** The one client of the app; Latchkey is on the same origin at /api/auth. */
export const client = createAuthClient<PlaygroundAuth, typeof plugins>({ plugins });

/** Waits for the session store to hold the new session before a page reads it. */
export async function reloadSession(): Promise<void> {
  await client.$session.get().refetch();
}

/** Whether a user's role value (`"admin"`, `"admin,support"`) includes the admin role. */
export function isAdmin(user: { role?: string | null } | null | undefined): boolean {
  return (user?.role ?? '').split(',').some((role) => role.trim() === 'admin');
}
