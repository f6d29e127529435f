// The same library exporting its typed React client.
import { adminClient } from '@latchkey/admin/client';
import { organizationClient } from '@latchkey/organization/client';
import { passkeyClient } from '@latchkey/passkey/client';
import { twoFactorClient } from '@latchkey/two-factor/client';
import { createAuthClient } from '@latchkey/react';
import type { auth } from './auth.js';

export const authClient = createAuthClient<typeof auth>({
  plugins: [organizationClient(), adminClient(), twoFactorClient(), passkeyClient()],
});
