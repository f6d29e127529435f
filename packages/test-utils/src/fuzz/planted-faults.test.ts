// The fuzzer must notice each kind of fault it is there to find: routes of a
// plugin that crash, leak internals, or write and then refuse are planted in the
// instance, and found without being named anywhere but in the plugin.
import { AuthError, defineEndpoint, defineErrorCodes, definePlugin } from 'latchkey/plugins';
import { expect, it } from 'vitest';
import { runFuzz } from './run-fuzz.js';

const PLANTED = defineErrorCodes({ REFUSED_AFTER_WRITING: { status: 'BAD_REQUEST', message: 'Refused after writing' } });

const planted = definePlugin({
  id: 'planted-faults',
  schema: { plantedNote: { fields: { text: { type: 'string' } } } },
  endpoints: {
    crash: defineEndpoint({
      method: ['GET', 'POST'],
      path: '/planted/crash',
      handler: () => {
        throw new Error('planted crash');
      },
    }),
    leak: defineEndpoint({
      method: ['GET', 'POST'],
      path: '/planted/leak',
      handler: (ctx) => {
        ctx.setStatus(400);
        return { code: 'PLANTED_LEAK', message: 'failed at handler (/srv/app/planted.ts:12:3)' };
      },
    }),
    partialWrite: defineEndpoint({
      method: ['GET', 'POST'],
      path: '/planted/partial-write',
      handler: async (ctx) => {
        await ctx.auth.db.create({ model: 'plantedNote', data: { text: 'written before refusing' } });
        throw AuthError.of(PLANTED, 'REFUSED_AFTER_WRITING');
      },
    }),
  },
  errorCodes: PLANTED,
});

it('finds a planted crash, a planted leak and a planted write on refusal', async () => {
  const report = await runFuzz({ cases: 1500, seed: 1, plugins: [planted] });
  const found = (path: string) => report.problems.filter((problem) => problem.route.endsWith(path)).flatMap((problem) => problem.problems);
  expect(found('/planted/crash')).toContain('status 500');
  expect(found('/planted/leak')).toContain('answer shows stack frame');
  expect(found('/planted/partial-write').some((problem) => problem.startsWith('refused (400) but changed plantedNote'))).toBe(true);
  // Nothing else is reported: the real routes stay clean.
  expect(report.problems.filter((problem) => !problem.route.includes('/planted/'))).toEqual([]);
}, 300_000);
