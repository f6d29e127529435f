// What the organization tests share: an instance with the plugin, verified users, organizations and mailed invitations.
import type { AuthOptions } from 'latchkey';
import { backgroundTasks, errorOf, PASSWORD, send, signIn, signUp, type Jar } from '../account-kit.js';
import { cookieJar, createTestAuth, request } from '../test-instance.js';
import { organization, type InvitationEmail, type OrganizationOptions } from '@latchkey/organization';

/** A test instance with the plugin; invitation mails land in `mailbox`. */
export function createOrganizationAuth(input: { organization?: OrganizationOptions; auth?: Omit<AuthOptions, 'plugins'> } = {}) {
  const mailbox: InvitationEmail[] = [];
  const background = backgroundTasks();
  const auth = createTestAuth({
    waitUntil: background.waitUntil,
    ...input.auth,
    plugins: [organization({ sendInvitationEmail: (data) => void mailbox.push(data), ...input.organization })],
  });
  return Object.assign(auth, { mailbox, settle: background.settle });
}

export type OrganizationAuth = ReturnType<typeof createOrganizationAuth>;

export interface TestUser {
  jar: Jar;
  userId: string;
  email: string;
}

/** Signs a user up with a verified address (or not), signed in. */
export async function user(auth: OrganizationAuth, email: string, input: { verified?: boolean } = {}): Promise<TestUser> {
  const { jar, userId } = await signUp(auth, { email });
  if (input.verified !== false) {
    const ctx = await auth.$context;
    await ctx.db.update({ model: 'user', where: [{ field: 'id', value: userId }], update: { emailVerified: true } });
  }
  return { jar, userId, email };
}

/** Sends a JSON request and answers the status and body. */
export async function call<T = Record<string, unknown>>(
  auth: OrganizationAuth,
  who: TestUser | null,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await send(auth, who?.jar ?? null, path, body === undefined ? {} : { body });
  return { status: response.status, body: (await response.json()) as T };
}

/** Creates an organization owned by `owner`; answers its id. */
export async function createOrg(auth: OrganizationAuth, owner: TestUser, slug: string): Promise<string> {
  const created = await call<{ id: string }>(auth, owner, '/organization/create', { name: slug.toUpperCase(), slug });
  if (created.status !== 200) throw new Error(`create failed: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.id;
}

/** Adds a user to an organization with a role through the trusted server call; answers the member id. */
export async function addMember(auth: OrganizationAuth, input: { organizationId: string; userId: string; role: string }): Promise<string> {
  const member = await auth.api.addMember({ body: input });
  return member.id;
}

/** An organization with an owner, an admin and a member, all verified, signed in and with it active. */
export async function team3(auth: OrganizationAuth, slug = 'acme') {
  const owner = await user(auth, `owner@${slug}.example`);
  const admin = await user(auth, `admin@${slug}.example`);
  const member = await user(auth, `member@${slug}.example`);
  const organizationId = await createOrg(auth, owner, slug);
  const adminMemberId = await addMember(auth, { organizationId, userId: admin.userId, role: 'admin' });
  const memberMemberId = await addMember(auth, { organizationId, userId: member.userId, role: 'member' });
  for (const who of [admin, member]) await call(auth, who, '/organization/set-active', { organizationId });
  const ctx = await auth.$context;
  const ownerMember = await ctx.db.findOne<{ id: string }>({
    model: 'member',
    where: [{ field: 'organizationId', value: organizationId }, { field: 'userId', value: owner.userId }],
  });
  return { owner, admin, member, organizationId, ownerMemberId: ownerMember!.id, adminMemberId, memberMemberId };
}

/** How many rows of a model match. */
export async function rows(auth: OrganizationAuth, model: string, where: { field: string; value: unknown }[] = []): Promise<number> {
  const ctx = await auth.$context;
  return ctx.db.count({ model, where });
}

/** The session (or null) a jar's cookies are accepted as. */
export async function sessionOf(auth: OrganizationAuth, who: TestUser): Promise<{ session: Record<string, unknown> } | null> {
  const response = await send(auth, who.jar, '/get-session');
  return (await response.json()) as { session: Record<string, unknown> } | null;
}

export { cookieJar, errorOf, PASSWORD, request, send, signIn, signUp, type Jar };
