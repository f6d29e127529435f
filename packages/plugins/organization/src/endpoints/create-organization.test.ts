import { describe, expect, it, vi } from 'vitest';
import { AuthError } from 'latchkey/plugins';
import { call, createOrganizationAuth, createOrg, rows, sessionOf, user } from '@latchkey/test-utils/plugin-instances/organization';

describe('create and check-slug', () => {
  it('creates an organization whose creator is the owner, and makes it active', async () => {
    const auth = createOrganizationAuth();
    const ada = await user(auth, 'ada@example.com');
    const created = await call<Record<string, any>>(auth, ada, '/organization/create', { name: 'Acme', slug: 'acme', metadata: { plan: 'pro' } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: 'Acme', slug: 'acme', metadata: { plan: 'pro' } });
    expect(created.body.members).toEqual([expect.objectContaining({ userId: ada.userId, role: 'owner', organizationId: created.body.id })]);
    expect((await sessionOf(auth, ada))?.session.activeOrganizationId).toBe(created.body.id);
  });

  it('keeps the current active organization when asked to', async () => {
    const auth = createOrganizationAuth();
    const ada = await user(auth, 'ada@example.com');
    const first = await createOrg(auth, ada, 'first');
    const second = await call(auth, ada, '/organization/create', { name: 'Second', slug: 'second', keepCurrentActiveOrganization: true });
    expect(second.status).toBe(200);
    expect((await sessionOf(auth, ada))?.session.activeOrganizationId).toBe(first);
  });

  it('check-slug answers status true when free and 400 ORGANIZATION_SLUG_ALREADY_TAKEN when taken', async () => {
    const auth = createOrganizationAuth();
    const ada = await user(auth, 'ada@example.com');
    expect(await call(auth, ada, '/organization/check-slug', { slug: 'acme' })).toEqual({ status: 200, body: { status: true } });
    await createOrg(auth, ada, 'acme');
    expect(await call(auth, ada, '/organization/check-slug', { slug: 'acme' })).toMatchObject({ status: 400, body: { code: 'ORGANIZATION_SLUG_ALREADY_TAKEN' } });
    const again = await call(auth, ada, '/organization/create', { name: 'Other', slug: 'acme' });
    expect(again).toMatchObject({ status: 400, body: { code: 'ORGANIZATION_SLUG_ALREADY_TAKEN', message: 'Organization slug already taken' } });
  });

  it('slug taken under concurrency: of simultaneous creations with one slug exactly one succeeds', async () => {
    const auth = createOrganizationAuth();
    const users = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((name) => user(auth, `${name}@example.com`)));
    const answers = await Promise.all(users.map((who) => call(auth, who, '/organization/create', { name: 'Race', slug: 'race' })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200)) expect(answer).toMatchObject({ status: 400, body: { code: 'ORGANIZATION_SLUG_ALREADY_TAKEN' } });
    expect(await rows(auth, 'organization')).toBe(1);
    expect(await rows(auth, 'member')).toBe(1);
  });

  it('refuses without a session, with a bad slug, past the organization limit and when creation is not allowed', async () => {
    const auth = createOrganizationAuth({ organization: { organizationLimit: 1, allowUserToCreateOrganization: (u) => !u.email.startsWith('no') } });
    expect(await call(auth, null, '/organization/create', { name: 'X', slug: 'x' })).toMatchObject({ status: 401 });
    const ada = await user(auth, 'ada@example.com');
    expect(await call(auth, ada, '/organization/create', { name: 'X', slug: 'has space' })).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
    expect(await call(auth, ada, '/organization/create', { name: '', slug: 'x' })).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
    await createOrg(auth, ada, 'one');
    expect(await call(auth, ada, '/organization/create', { name: 'Two', slug: 'two' })).toMatchObject({
      status: 403,
      body: { code: 'YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS' },
    });
    const no = await user(auth, 'nobody@example.com');
    expect(await call(auth, no, '/organization/create', { name: 'N', slug: 'n' })).toMatchObject({
      status: 403,
      body: { code: 'YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_ORGANIZATION' },
    });
  });

  it('runs the app hooks before and after; a before hook refuses with nothing written', async () => {
    const after = vi.fn();
    const auth = createOrganizationAuth({
      organization: {
        organizationHooks: {
          beforeCreateOrganization: ({ organization }) => {
            if (organization.slug === 'blocked') throw new AuthError('FORBIDDEN', 'SLUG_BLOCKED', { message: 'Blocked' });
          },
          afterCreateOrganization: after,
        },
      },
    });
    const ada = await user(auth, 'ada@example.com');
    expect(await call(auth, ada, '/organization/create', { name: 'B', slug: 'blocked' })).toMatchObject({ status: 403, body: { code: 'SLUG_BLOCKED' } });
    expect(await rows(auth, 'organization')).toBe(0);
    await createOrg(auth, ada, 'fine');
    expect(after).toHaveBeenCalledWith(expect.objectContaining({ organization: expect.objectContaining({ slug: 'fine' }), member: expect.objectContaining({ role: 'owner' }) }));
  });
});
