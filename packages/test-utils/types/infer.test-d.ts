// What `auth.$Infer` carries, with the app's extra user fields.
import { expectTypeOf } from 'vitest';
import type { Session, User } from './server.js';

expectTypeOf<Session['user']>().toEqualTypeOf<User>();
expectTypeOf<Session['user']['locale']>().toEqualTypeOf<string | null | undefined>();
expectTypeOf<Session['session']['token']>().toEqualTypeOf<string>();
expectTypeOf<User['email']>().toEqualTypeOf<string>();
// @ts-expect-error the session row is under `session`
expectTypeOf<Session['token']>();
