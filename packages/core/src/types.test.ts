import { describe, expectTypeOf, it } from 'vitest';
import { createTestAuth } from '@latchkey/test-utils/test-instance';
import { definePlugin } from './plugin/define-plugin.js';

const nickname = definePlugin({
  id: 'nickname',
  schema: { user: { fields: { nickname: { type: 'string', required: false } } } },
});

describe('inferred types', () => {
  it('adds extra user fields from options and plugins to answers', () => {
    const auth = createTestAuth({
      user: { additionalFields: { plan: { type: 'string' }, seats: { type: 'number', required: false } } },
      plugins: [nickname],
    });
    type User = typeof auth.$Infer.User;
    expectTypeOf<User['plan']>().toEqualTypeOf<string>();
    expectTypeOf<User['seats']>().toEqualTypeOf<number | null | undefined>();
    expectTypeOf<User['nickname']>().toEqualTypeOf<string | null | undefined>();
    type SignUp = Awaited<ReturnType<typeof auth.api.signUpEmail>>;
    expectTypeOf<SignUp['user']['plan']>().toEqualTypeOf<string>();
    type GetSession = NonNullable<Awaited<ReturnType<typeof auth.api.getSession>>>;
    expectTypeOf<GetSession['user']['nickname']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<GetSession['session']['token']>().toEqualTypeOf<string>();
    // `$Infer.Session` is what a get-session answers: `{ session, user }`.
    type Session = typeof auth.$Infer.Session;
    expectTypeOf<Session['user']['plan']>().toEqualTypeOf<string>();
    expectTypeOf<Session['session']['token']>().toEqualTypeOf<string>();
    expectTypeOf<Session['user']>().toEqualTypeOf<User>();
  });

  it('leaves answers unchanged without extra fields', () => {
    const auth = createTestAuth({});
    type GetSession = NonNullable<Awaited<ReturnType<typeof auth.api.getSession>>>;
    expectTypeOf<GetSession['user']['email']>().toEqualTypeOf<string>();
    // @ts-expect-error: no such field without the plugin
    type _Missing = GetSession['user']['nickname'];
  });
});
