import type { z } from 'zod';
import type { LazySchema } from './lazy-schema.js';

/**
 * Types only: an endpoint whose body input is `Body` in place of its schema's.
 * For a plugin whose inputs depend on its options, such as permission checks
 * typed by the access statement an app configures: the schema still validates
 * at run time, while `auth.api` and a client typed from the server see `Body`.
 *
 * @example
 * type Check = EndpointWithBody<typeof hasPermission, { permissions: AllowedPermissions<Granted> }>;
 * export type MyPlugin<R> = LatchkeyPlugin<'my-plugin', { hasPermission: Check }>;
 */
export type EndpointWithBody<E, Body> = {
  [K in keyof E]: K extends 'body' ? LazySchema<z.ZodType<Body, Body>> : E[K];
};
