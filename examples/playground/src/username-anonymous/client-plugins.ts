import { anonymousClient } from '@latchkey/anonymous/client';
import { defineClientPlugin } from '@latchkey/client';
import { oneTimeTokenClient } from '@latchkey/one-time-token/client';
import { usernameClient } from '@latchkey/username/client';
// Type-only: no server code reaches the bundle.
import type { PlaygroundNotesPlugin } from '../../server/playground-notes.js';
// Plain data, shared with the server's endpoints.
import { playgroundNotesRoutes } from '../../server/playground-notes-routes.js';

/** The playground's note routes: `client.playground.note()` and `client.playground.saveNote({ text })`. */
const notesClient = () =>
  defineClientPlugin({
    id: 'playground-notes',
    $InferServerPlugin: {} as PlaygroundNotesPlugin,
    routes: playgroundNotesRoutes,
  });

/** The client halves of the username, anonymous and one-time-token plugins, and the note routes. */
export const usernameAnonymousClients = [usernameClient(), anonymousClient(), oneTimeTokenClient(), notesClient()] as const;
