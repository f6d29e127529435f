import { useCallback, useEffect, useState } from 'react';
import type { OrganizationRoleRow } from '@latchkey/organization/client';
import { client } from '../auth-client.js';

/** The active organization's dynamic roles, with a reload after changes. */
export function useRoles(organizationId: string | undefined): { roles: OrganizationRoleRow[]; error: string | null; reload(): Promise<void> } {
  const [roles, setRoles] = useState<OrganizationRoleRow[]>([]);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    if (!organizationId) return;
    const answer = await client.organization.listRoles({ query: { organizationId } });
    setError(answer.error?.message ?? null);
    setRoles((answer.data ?? []) as OrganizationRoleRow[]);
  }, [organizationId]);
  useEffect(() => void reload(), [reload]);
  return { roles, error, reload };
}
