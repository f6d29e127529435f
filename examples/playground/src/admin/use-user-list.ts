import { useCallback, useEffect, useState } from 'react';
import { client } from '../auth-client.js';

export type AdminUserItem = NonNullable<Awaited<ReturnType<typeof client.admin.listUsers>>['data']>['users'][number];

export const PAGE_SIZE = 5;

interface UserList {
  users: AdminUserItem[] | null;
  total: number;
  page: number;
  pages: number;
  error: string | null;
  search(value: string): void;
  goTo(page: number): void;
  reload(): Promise<void>;
}

/**
 * One page of users from /admin/list-users, searched by email and sorted by
 * name: the search, the order and the paging all happen in the database.
 *
 * @example
 * const list = useUserList();
 * list.search('grace');
 */
export function useUserList(): UserList {
  const [searchValue, setSearchValue] = useState('');
  const [page, setPage] = useState(0);
  const [users, setUsers] = useState<AdminUserItem[] | null>(null);
  const [total, setTotal] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    const answer = await client.admin.listUsers({
      query: { searchValue: searchValue || undefined, sortBy: 'name', sortDirection: 'asc', limit: PAGE_SIZE, offset: page * PAGE_SIZE },
    });
    setError(answer.error?.message ?? null);
    if (answer.data) {
      setUsers(answer.data.users);
      setTotal(answer.data.total);
    }
  }, [searchValue, page]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return {
    users,
    total,
    page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    error,
    search(value) {
      setSearchValue(value.trim());
      setPage(0);
    },
    goTo: setPage,
    reload,
  };
}
