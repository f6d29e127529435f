'use client';
import { createAuthClient } from '@latchkey/react';
import { organizationClient } from '@latchkey/organization/client';
// Type-only: the server's options type every call, and no server code reaches the browser.
import type { auth } from './auth';

const plugins = [organizationClient()] as const;

/** The browser's client; Latchkey answers on this origin under /api/auth. */
export const client = createAuthClient<typeof auth, typeof plugins>({ plugins });
