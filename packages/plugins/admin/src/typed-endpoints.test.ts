import type { EndpointBody } from 'latchkey';
import { describe, expectTypeOf, it } from 'vitest';
import type { AdminEndpoints } from './admin-endpoints.js';
import type { AdminRoleBodies } from './typed-endpoints.js';

// The fields a typed body narrows; every other field is as the endpoint's schema declares it.
type Schema<K extends keyof AdminRoleBodies> = EndpointBody<AdminEndpoints[K]>;
type Typed<K extends keyof AdminRoleBodies> = AdminRoleBodies[K];

describe('the typed bodies of the admin routes', () => {
  it('keep every field of the schemas, and only narrow permissions and role names', () => {
    expectTypeOf<Omit<Typed<'userHasPermission'>, 'permissions' | 'role'>>().toEqualTypeOf<Omit<Schema<'userHasPermission'>, 'permissions' | 'role'>>();
    expectTypeOf<Omit<Typed<'setRole'>, 'role'>>().toEqualTypeOf<Omit<Schema<'setRole'>, 'role'>>();
    expectTypeOf<Omit<Typed<'createUser'>, 'role'>>().toEqualTypeOf<Omit<Schema<'createUser'>, 'role'>>();
    expectTypeOf<Typed<'setRole'>['role']>().toMatchTypeOf<Schema<'setRole'>['role']>();
    expectTypeOf<NonNullable<Typed<'userHasPermission'>['role']>>().toMatchTypeOf<NonNullable<Schema<'userHasPermission'>['role']>>();
    expectTypeOf<keyof Typed<'userHasPermission'>>().toEqualTypeOf<keyof Schema<'userHasPermission'>>();
    expectTypeOf<keyof Typed<'createUser'>>().toEqualTypeOf<keyof Schema<'createUser'>>();
  });
});
