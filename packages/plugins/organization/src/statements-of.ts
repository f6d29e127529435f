import type { Statements } from 'latchkey/access';
import type { AuthContext } from 'latchkey/plugins';
import { organizationStatements } from './access.js';
import { organizationKey } from './organization-options.js';

/**
 * The statement dynamic roles are checked against: the plugin's own, plus
 * resources and actions the configured roles grant (an app's larger statement).
 */
export function statementsOf(auth: AuthContext): Statements {
  const merged: Record<string, string[]> = {};
  const add = (permissions: Record<string, readonly string[] | undefined>): void => {
    for (const [resource, actions] of Object.entries(permissions)) {
      const list = (merged[resource] ??= []);
      for (const action of actions ?? []) if (!list.includes(action)) list.push(action);
    }
  };
  add(organizationStatements);
  for (const role of Object.values(organizationKey.options(auth).roles)) add(role.permissions as Record<string, readonly string[]>);
  return merged;
}
