import { describe, expect, expectTypeOf, it } from 'vitest';
import { createAccessControl } from './create-access-control.js';
import { hasPermission, parseRoles } from './has-permission.js';
import type { PermissionsOfRoles, Role } from './types.js';

const ac = createAccessControl({ project: ['create', 'share', 'delete'], billing: ['read'] } as const);
const editor = ac.newRole({ project: ['create', 'share'] });
const accountant = ac.newRole({ billing: ['read'] });
const roleMap = { editor, accountant };

describe('access control', () => {
  it('grants what a role declares and nothing more', () => {
    expect(editor.authorize({ project: ['share'] })).toBe(true);
    expect(editor.authorize({ project: ['share', 'delete'] })).toBe(false);
    expect(editor.authorize({ billing: ['read'] })).toBe(false);
  });

  it('allows an action when any of several comma-separated roles grants it', () => {
    expect(hasPermission({ roles: 'editor,accountant', roleMap, permissions: { project: ['create'], billing: ['read'] } })).toBe(true);
    expect(hasPermission({ roles: ['editor'], roleMap, permissions: { billing: ['read'] } })).toBe(false);
    expect(hasPermission({ roles: ' accountant , ', roleMap, permissions: { billing: ['read'] } })).toBe(true);
  });

  it('grants nothing for unknown roles, inherited names or an empty role', () => {
    expect(hasPermission({ roles: 'owner', roleMap, permissions: { project: ['create'] } })).toBe(false);
    expect(hasPermission({ roles: 'constructor,__proto__', roleMap, permissions: {} })).toBe(false);
    expect(hasPermission({ roles: null, roleMap, permissions: {} })).toBe(false);
    expect(parseRoles('a,,b')).toEqual(['a', 'b']);
  });

  it('refuses at start a role granting an action the statement does not declare', () => {
    expect(() => ac.newRole({ project: ['archive' as 'create'] })).toThrow(/project: archive/);
  });

  it('types permissions from the statement', () => {
    // Types only: never called, since the statement would refuse it at run time too.
    const misspelt = () =>
      // @ts-expect-error: 'archive' is not a declared action
      ac.newRole({ project: ['archive'] });
    expect(misspelt).toBeTypeOf('function');
    expectTypeOf(editor.permissions).toMatchTypeOf<{ readonly project?: readonly ('create' | 'share' | 'delete')[] }>();
  });

  it('types the permissions a record of roles can be asked about by their statements', () => {
    const billing = createAccessControl({ invoice: ['read', 'refund'] } as const).newRole({ invoice: ['read'] });
    const roles = { editor, billing };
    // Every action of each role's statement, not only those the roles grant.
    const asked: PermissionsOfRoles<typeof roles> = { project: ['delete'], billing: ['read'], invoice: ['refund'] };
    expect(hasPermission({ roles: 'billing', roleMap: roles, permissions: asked })).toBe(false);
    // @ts-expect-error an unknown resource
    const typo: PermissionsOfRoles<typeof roles> = { projet: ['create'] };
    // @ts-expect-error an action no statement declares
    const unknown: PermissionsOfRoles<typeof roles> = { invoice: ['void'] };
    expect([typo, unknown]).toHaveLength(2);
    // A loosely typed role opens the check to any resource.
    expectTypeOf<PermissionsOfRoles<{ any: Role }>>().toEqualTypeOf<{ readonly [x: string]: readonly string[] | undefined }>();
  });
});
