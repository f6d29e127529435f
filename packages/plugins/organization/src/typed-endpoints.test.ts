import type { EndpointBody } from 'latchkey';
import { describe, expectTypeOf, it } from 'vitest';
import type { OrganizationEndpoints } from './organization-endpoints.js';
import type { OrganizationPermissionBodies } from './typed-endpoints.js';

// The fields a typed body narrows; every other field is as the endpoint's schema declares it.
type Schema<K extends keyof OrganizationPermissionBodies> = EndpointBody<OrganizationEndpoints[K]>;
type Typed<K extends keyof OrganizationPermissionBodies> = OrganizationPermissionBodies[K];
type UpdateData<B> = B extends { data: infer D } ? Omit<D, 'permission'> : never;

describe('the typed bodies of the permission routes', () => {
  it('keep every field of the schemas, and only narrow permissions', () => {
    expectTypeOf<Omit<Typed<'hasPermission'>, 'permissions'>>().toEqualTypeOf<Omit<Schema<'hasPermission'>, 'permissions'>>();
    expectTypeOf<Omit<Typed<'createOrgRole'>, 'permission'>>().toEqualTypeOf<Omit<Schema<'createOrgRole'>, 'permission'>>();
    expectTypeOf<Omit<Typed<'updateOrgRole'>, 'data'>>().toEqualTypeOf<Omit<Schema<'updateOrgRole'>, 'data'>>();
    expectTypeOf<UpdateData<Typed<'updateOrgRole'>>>().toEqualTypeOf<UpdateData<Schema<'updateOrgRole'>>>();
    expectTypeOf<keyof Typed<'hasPermission'>>().toEqualTypeOf<keyof Schema<'hasPermission'>>();
    expectTypeOf<keyof Typed<'updateOrgRole'>['data']>().toEqualTypeOf<keyof Schema<'updateOrgRole'>['data']>();
  });
});
