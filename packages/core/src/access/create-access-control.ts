import type { AccessControl, Permissions, Role, Statements } from './types.js';

/**
 * Declares what can be done to what, as a value: roles are built from it and
 * their permissions are typed by it, so a misspelt action fails to compile and
 * an undeclared one (from JavaScript) fails at start.
 *
 * @example
 * const ac = createAccessControl({ project: ['create', 'share', 'delete'] } as const);
 * const editor = ac.newRole({ project: ['create', 'share'] });
 * editor.authorize({ project: ['share'] }); // true
 */
export function createAccessControl<const S extends Statements>(statements: S): AccessControl<S> {
  return {
    statements,
    newRole(permissions: Permissions<S>): Role<S> {
      for (const [resource, actions] of Object.entries(permissions) as [string, readonly string[]][]) {
        const known = statements[resource];
        const unknown = actions.find((action) => !known?.includes(action));
        if (unknown !== undefined) throw new Error(`Latchkey: a role grants "${resource}: ${unknown}", which the statement does not declare.`);
      }
      return { permissions, authorize: (request) => grantsAll([permissions], request) };
    },
  };
}

/** Whether, for every requested action, at least one of the grants holds it. */
export function grantsAll(grants: readonly Permissions[], request: Permissions): boolean {
  const entries = Object.entries(request) as [string, readonly string[] | undefined][];
  return entries.every(([resource, actions]) =>
    (actions ?? []).every((action) => grants.some((grant) => (grant[resource] as readonly string[] | undefined)?.includes(action))),
  );
}
