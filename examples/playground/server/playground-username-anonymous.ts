import { anonymous } from '@latchkey/anonymous';
import { oneTimeToken } from '@latchkey/one-time-token';
import { username } from '@latchkey/username';
import { moveNote, playgroundNotes } from './playground-notes.js';

/**
 * The playground's username, anonymous and one-time-token plugins, and the
 * note table that shows an anonymous visitor's data surviving their sign-up.
 *
 * @example
 * createAuth({ plugins: [...playgroundUsernameAnonymous()] });
 */
export function playgroundUsernameAnonymous() {
  return [username(), anonymous({ onLinkAccount: moveNote }), oneTimeToken(), playgroundNotes] as const;
}
