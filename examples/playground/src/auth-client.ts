import { adminClient } from '@latchkey/admin/client';
import { createAuthClient } from '@latchkey/react';
import { twoFactorClient } from '@latchkey/two-factor/client';
import { organizationClient } from '@latchkey/organization/client';
import { navigate } from './lib/router.js';
// Type-only: the server's options type every call, and no server code reaches the bundle.
import type { PlaygroundAuth } from '../server/create-playground-auth.js';

// A sign-in that needs a second factor answers a challenge: the page that asks for it takes over.
const plugins = [adminClient(), twoFactorClient({ onTwoFactorRedirect: () => navigate('/two-factor') }), organizationClient()] as const;

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
