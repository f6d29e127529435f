import { AuthError, beforeHook, readSession, type AuthContext, type BeforeHook } from 'latchkey/plugins';
import { USERNAME_ERROR_CODES } from './error-codes.js';
import { findUserByUsername } from './find-user-by-username.js';
import { assertValidUsername, normalizeUsername } from './username-rules.js';

interface UsernameFields {
  username: string;
  displayUsername: string;
}

const asText = (value: unknown): string => {
  if (typeof value !== 'string') throw AuthError.of(USERNAME_ERROR_CODES, 'INVALID_USERNAME');
  return value;
};

/**
 * The stored pair for what a request asked: `username` lower-cased,
 * `displayUsername` as typed. Either may be given alone; when both are, they
 * must name the same username. A name someone else holds answers 400
 * `USERNAME_IS_ALREADY_TAKEN` here; two requests racing for a free name both
 * get past this check, and the unique index lets exactly one write (the other
 * answers the core's 422 `USER_ALREADY_EXISTS` or
 * `USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL`).
 */
export async function usernameFields(
  auth: AuthContext,
  input: { username: unknown; displayUsername: unknown; userId: string | null },
): Promise<UsernameFields | null> {
  if (input.username === undefined && input.displayUsername === undefined) return null;
  const typed = asText(input.username ?? input.displayUsername);
  await assertValidUsername(auth, typed);
  const display = input.displayUsername === undefined ? typed : asText(input.displayUsername);
  if (normalizeUsername(display) !== normalizeUsername(typed)) throw AuthError.of(USERNAME_ERROR_CODES, 'INVALID_DISPLAY_USERNAME');
  const holder = await findUserByUsername(auth, typed);
  if (holder && holder.id !== input.userId) throw AuthError.of(USERNAME_ERROR_CODES, 'USERNAME_IS_ALREADY_TAKEN');
  return { username: normalizeUsername(typed), displayUsername: display };
}

/** Sign-up: a username given is checked and normalised before the user is created. */
const onSignUp = beforeHook('/sign-up/email', async (ctx) => {
  const body = ctx.body as Record<string, unknown>;
  const fields = await usernameFields(ctx.auth, { username: body.username, displayUsername: body.displayUsername, userId: null });
  if (fields) return { body: { ...ctx.body, ...fields } };
});

/** Update-user: the same, where keeping one's own name (in another case) is allowed. */
const onUpdateUser = beforeHook('/update-user', async (ctx) => {
  const body = ctx.body as Record<string, unknown>;
  if (body.username === undefined && body.displayUsername === undefined) return;
  const current = await readSession(ctx, { disableCookieCache: true });
  const fields = await usernameFields(ctx.auth, {
    username: body.username,
    displayUsername: body.displayUsername,
    userId: current?.user.id ?? null,
  });
  if (fields) return { body: { ...ctx.body, ...fields } };
});

export const usernameFieldHooks: BeforeHook[] = [onSignUp, onUpdateUser];
