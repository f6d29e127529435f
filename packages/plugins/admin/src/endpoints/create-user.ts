import {
  AuthError,
  CORE_ERROR_CODES,
  checkNewPassword,
  defineEndpoint,
  emailInput,
  findUserByEmail,
  passwordInput,
  pickUserFields,
  readSession,
  saveCredentialPassword,
  lazySchema,
  type Zod,
  emitEvent,
} from 'latchkey/plugins';
import type { CurrentSession, EndpointContext, UserRow } from 'latchkey/plugins';
import { UniqueConstraintError } from 'latchkey';
import { adminKey } from '../admin-options.js';
import { publicUser } from '../find-target-user.js';
import { assertAdminPermission } from '../require-admin.js';
import { roleInput, storedRole } from '../role-input.js';
import type { AdminUser } from '../types.js';
import { adminRoutes } from '../routes.js';
import { adminActor } from '../admin-actor.js';

const body = (z: Zod) => z.object({
  email: emailInput(z),
  password: passwordInput(z).optional(),
  name: z.string().trim().min(1).max(255),
  role: roleInput(z).optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});

/**
 * `POST /admin/create-user`: a user with an optional password (the password
 * policy applies) and role; `data` sets extra user fields, plus `image` and
 * `emailVerified`. Called through `auth.api` without a session (e.g. to seed
 * the first admin), the server is trusted; with one, it needs `user: create`.
 */
export const createUser = defineEndpoint({
  ...adminRoutes.createUser,
  body: lazySchema(body),
  handler: async (ctx): Promise<{ user: AdminUser }> => {
    const caller = await authorizeCreate(ctx);
    const auth = ctx.auth;
    const options = adminKey.options(auth);
    const { email, password, name, data = {} } = ctx.body;
    const role = ctx.body.role === undefined ? options.defaultRole : storedRole(options, ctx.body.role);
    const extra = pickUserFields(auth.schema.user!, data, { creating: true });
    if (await findUserByEmail(auth, email)) throw AuthError.of(CORE_ERROR_CODES, 'USER_ALREADY_EXISTS');
    let hash: string | undefined;
    if (password !== undefined) {
      await checkNewPassword(ctx, { password, user: null });
      hash = await auth.password.hasher.hash(password);
    }
    const fields = {
      ...extra,
      name,
      email,
      role,
      image: typeof data.image === 'string' ? data.image : null,
      emailVerified: data.emailVerified === true,
    };
    const user = await insertUser(ctx, { fields, hash, caller });
    return { user: publicUser(auth, user) };
  },
});

/** Over HTTP, or on the server with a caller's headers, the caller must hold `user: create`; answers the caller's session. */
async function authorizeCreate(ctx: EndpointContext): Promise<CurrentSession | null> {
  const session = await readSession(ctx, { disableCookieCache: true });
  if (session) assertAdminPermission(ctx, session, { permissions: { user: ['create'] }, code: 'YOU_ARE_NOT_ALLOWED_TO_CREATE_USERS' });
  else if (!ctx.isServerCall) throw AuthError.of(CORE_ERROR_CODES, 'UNAUTHORIZED');
  return session;
}

/** The user row, with a password its credential account, and its event, in one transaction. */
async function insertUser(
  ctx: EndpointContext,
  input: { fields: Record<string, unknown>; hash: string | undefined; caller: CurrentSession | null },
): Promise<UserRow> {
  const auth = ctx.auth;
  const now = new Date();
  try {
    return await auth.db.transaction(async (tx) => {
      const user = await tx.create<UserRow>({
        model: 'user',
        data: { ...input.fields, id: auth.generateId(), createdAt: now, updatedAt: now },
      });
      if (input.hash !== undefined) {
        await saveCredentialPassword(auth, { db: tx, userId: user.id, hash: input.hash });
      }
      const detail = { role: String(input.fields.role) };
      await emitEvent(ctx, { type: 'admin.user-created', userId: user.id, actor: adminActor(input.caller), detail }, { db: tx });
      return user;
    });
  } catch (error) {
    // Two creations of one address at once: the unique index decides.
    if (error instanceof UniqueConstraintError) throw AuthError.of(CORE_ERROR_CODES, 'USER_ALREADY_EXISTS');
    auth.logger.error('admin create-user failed', error);
    throw AuthError.of(CORE_ERROR_CODES, 'FAILED_TO_CREATE_USER');
  }
}
