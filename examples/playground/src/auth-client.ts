import { createAuthClient } from '@latchkey/react';
// Type-only: the server's options type every call, and no server code reaches the bundle.
import type { PlaygroundAuth } from '../server/create-playground-auth.js';

/** The one client of the app; Latchkey is on the same origin at /api/auth. */
export const client = createAuthClient<PlaygroundAuth>();

/** Waits for the session store to hold the new session before a page reads it. */
export async function reloadSession(): Promise<void> {
  await client.$session.get().refetch();
}
