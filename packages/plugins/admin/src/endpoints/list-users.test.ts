import { describe, expect, it } from 'vitest';
import { createAdminAuth, errorOf, send, signInAdmin, type AdminAuth, type Jar } from '@latchkey/test-utils/plugin-instances/admin';

type Listed = { users: { email: string; name: string; role: string; banned: boolean }[]; total: number; limit: number; offset: number };

const PEOPLE = [
  { email: 'ada@example.com', name: 'Ada Lovelace' },
  { email: 'alan@example.org', name: 'Alan Turing' },
  { email: 'grace@example.com', name: 'Grace Hopper' },
  { email: 'edsger@example.org', name: 'Edsger Dijkstra' },
];

async function withPeople(): Promise<{ auth: AdminAuth; jar: Jar }> {
  const auth = createAdminAuth();
  const { jar } = await signInAdmin(auth);
  for (const person of PEOPLE) await auth.api.createUser({ body: person });
  return { auth, jar };
}

async function list(auth: AdminAuth, jar: Jar, query: Record<string, string>): Promise<Listed> {
  const response = await send(auth, jar, `/admin/list-users?${new URLSearchParams(query)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Listed;
}

describe('GET /admin/list-users', () => {
  it('lists everyone with the total, newest first by default', async () => {
    const { auth, jar } = await withPeople();
    const all = await list(auth, jar, {});
    expect(all).toMatchObject({ total: 5, limit: 100, offset: 0 });
    expect(all.users).toHaveLength(5);
    expect(all.users[0]).not.toHaveProperty('password');
  });

  it('searches email and name with contains, starts_with and ends_with', async () => {
    const { auth, jar } = await withPeople();
    const emails = (result: Listed) => result.users.map((user) => user.email).sort();
    expect(emails(await list(auth, jar, { searchValue: 'EXAMPLE.ORG' }))).toEqual(['alan@example.org', 'edsger@example.org']);
    expect(emails(await list(auth, jar, { searchValue: 'Al', searchField: 'name', searchOperator: 'starts_with' }))).toEqual(['alan@example.org']);
    expect(emails(await list(auth, jar, { searchValue: 'Hopper', searchField: 'name', searchOperator: 'ends_with' }))).toEqual(['grace@example.com']);
    const none = await list(auth, jar, { searchValue: '%' });
    expect(none.total).toBe(0);
  });

  it('sorts by a declared field and pages with limit and offset, the total counting every match', async () => {
    const { auth, jar } = await withPeople();
    const query = { sortBy: 'name', sortDirection: 'asc', searchValue: 'example', limit: '2' };
    const first = await list(auth, jar, query);
    const second = await list(auth, jar, { ...query, offset: '2' });
    const third = await list(auth, jar, { ...query, offset: '4' });
    expect(first.users.map((user) => user.name)).toEqual(['Ada Lovelace', 'Alan Turing']);
    expect(second.users.map((user) => user.name)).toEqual(['Edsger Dijkstra', 'Grace Hopper']);
    expect(third.users.map((user) => user.name)).toEqual(['Root']);
    expect([first.total, second.total, first.limit, second.offset]).toEqual([5, 5, 2, 2]);
    const desc = await list(auth, jar, { sortBy: 'email', sortDirection: 'desc', limit: '1' });
    expect(desc.users[0]?.email).toBe('root@example.com');
  });

  it('filters with a typed value: role, banned, and a date comparison', async () => {
    const { auth, jar } = await withPeople();
    expect((await list(auth, jar, { filterField: 'role', filterValue: 'admin' })).users.map((user) => user.email)).toEqual(['root@example.com']);
    expect((await list(auth, jar, { filterField: 'role', filterValue: 'admin', filterOperator: 'ne' })).total).toBe(4);
    expect((await list(auth, jar, { filterField: 'banned', filterValue: 'false' })).total).toBe(5);
    expect((await list(auth, jar, { filterField: 'createdAt', filterValue: '2000-01-01T00:00:00Z', filterOperator: 'gt' })).total).toBe(5);
    expect((await list(auth, jar, { filterField: 'name', filterValue: 'Grace', filterOperator: 'contains' })).total).toBe(1);
  });

  it.each([
    [{ sortBy: 'password' }, 'INVALID_SORT_FIELD'],
    [{ sortBy: 'nonsense' }, 'INVALID_SORT_FIELD'],
    [{ sortBy: 'constructor' }, 'INVALID_SORT_FIELD'],
    [{ filterField: 'password', filterValue: 'x' }, 'INVALID_FILTER_FIELD'],
    [{ filterField: 'banned', filterValue: 'maybe' }, 'INVALID_FILTER_FIELD'],
    [{ filterField: 'banned', filterValue: 'true', filterOperator: 'contains' }, 'INVALID_FILTER_FIELD'],
    [{ filterValue: 'x' }, 'INVALID_FILTER_FIELD'],
  ])('refuses an unknown, hidden or mistyped sort or filter %o with 400', async (query, code) => {
    const { auth, jar } = await withPeople();
    const response = await send(auth, jar, `/admin/list-users?${new URLSearchParams(query)}`);
    expect(await errorOf(response)).toMatchObject({ status: 400, code });
  });

  it('refuses a limit outside 1..1000 and a negative offset', async () => {
    const { auth, jar } = await withPeople();
    for (const query of ['limit=0', 'limit=1001', 'offset=-1', 'limit=abc']) {
      expect((await send(auth, jar, `/admin/list-users?${query}`)).status).toBe(400);
    }
  });
});
