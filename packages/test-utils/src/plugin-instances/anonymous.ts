// What the anonymous tests share: an instance with the plugin and a small
// notes table, an anonymous sign-in, and a plugin that refuses sessions at the
// session-creation step the way a ban does.
import type { AuthOptions } from 'latchkey';
import { AuthError, defineErrorCodes, definePlugin } from 'latchkey/plugins';
import { errorOf, PASSWORD, send, signIn, signUp, type Jar } from '../account-kit.js';
import { cookieJar, createTestAuth, request } from '../test-instance.js';
import { anonymous, type AnonymousOptions, type LinkAccountInput } from '@latchkey/anonymous';

const GATE_CODES = defineErrorCodes({ BANNED_USER: { status: 'FORBIDDEN', message: 'You have been banned from this application' } });

/** Refuses every session of a user the predicate names, through `session.beforeCreate` as the admin plugin's ban does. */
export function banGate(isBanned: (user: { email: string; name: string }) => boolean) {
  return definePlugin({
    id: 'ban-gate',
    errorCodes: GATE_CODES,
    session: {
      beforeCreate: (_ctx, { user }) => {
        if (isBanned(user)) throw AuthError.of(GATE_CODES, 'BANNED_USER');
      },
    },
  });
}

/** An app table holding what a visitor wrote, deleted with its user. */
export const notes = definePlugin({
  id: 'notes',
  schema: {
    note: {
      fields: {
        userId: { type: 'string', index: true, references: { model: 'user', field: 'id', onDelete: 'cascade' } },
        text: { type: 'string' },
      },
    },
  },
});

/** The onLinkAccount an app writes: the anonymous user's notes become the new user's. */
export async function moveNotes({ anonymousUser, newUser, db }: LinkAccountInput): Promise<void> {
  await db.updateMany({ model: 'note', where: [{ field: 'userId', value: anonymousUser.id }], update: { userId: newUser.id } });
}

/** A test instance with the anonymous plugin and the notes table, on the database the test run selects. */
export function createAnonymousAuth(
  input: { anonymous?: AnonymousOptions; auth?: Omit<AuthOptions, 'plugins'>; plugins?: AuthOptions['plugins'] } = {},
) {
  // Typed as the two plugins every test has: the extra ones only add a session gate.
  const plugins = [anonymous(input.anonymous), notes, ...(input.plugins ?? [])] as [ReturnType<typeof anonymous>, typeof notes];
  return createTestAuth({ ...input.auth, plugins });
}

export type AnonymousAuth = ReturnType<typeof createAnonymousAuth>;

/** Signs in anonymously in a new jar; answers the jar and the user. */
export async function signInAnonymously(auth: AnonymousAuth): Promise<{ jar: Jar; user: { id: string; email: string; isAnonymous: boolean } }> {
  const jar = cookieJar();
  const response = await send(auth, jar, '/sign-in/anonymous', { method: 'POST' });
  if (response.status !== 200) throw new Error(`anonymous sign-in failed: ${response.status} ${await response.text()}`);
  const { user } = (await response.json()) as { user: { id: string; email: string; isAnonymous: boolean } };
  return { jar, user };
}

/** Writes a note for a user, as the app would. */
export async function addNote(auth: AnonymousAuth, input: { userId: string; text: string }): Promise<void> {
  await (await auth.$context).db.create({ model: 'note', data: { id: `note-${input.text}`, ...input } });
}

/** The texts of a user's notes. */
export async function notesOf(auth: AnonymousAuth, userId: string): Promise<string[]> {
  const rows = await (await auth.$context).db.findMany<{ text: string }>({ model: 'note', where: [{ field: 'userId', value: userId }] });
  return rows.map((row) => row.text).sort();
}

/** The stored user row, or null. */
export async function userRow(auth: AnonymousAuth, userId: string): Promise<Record<string, unknown> | null> {
  return (await auth.$context).db.findOne({ model: 'user', where: [{ field: 'id', value: userId }] });
}

export { cookieJar, errorOf, PASSWORD, request, send, signIn, signUp, type Jar };
