import { describe, expect, it } from 'vitest';
import { createTestAuth, request } from '@latchkey/test-utils/test-instance';
import type { AfterHook, BeforeHook } from '../declarations/auth-context.js';
import { defineEndpoint } from './define-endpoint.js';
import { definePlugin } from '../plugin/define-plugin.js';

const path = (wanted: string) => (ctx: { path: string }) => ctx.path === wanted;
/** A thenable that is not a native promise, as some libraries hand back. */
const thenable = <T>(value: T): PromiseLike<T> => ({ then: (resolve, reject) => Promise.resolve(value).then(resolve, reject) });

function instance(hooks: { before?: BeforeHook[]; after?: AfterHook[] }, order: string[]) {
  const probe = defineEndpoint({
    method: 'GET',
    path: '/probe',
    handler: () => {
      order.push('handler');
      return { steps: 0 };
    },
  });
  return createTestAuth({ plugins: [definePlugin({ id: 'pipeline', endpoints: { probe }, hooks })] });
}

describe('the endpoint pipeline', () => {
  it('runs before hooks, handler and after hooks in order, whether each answers at once or later', async () => {
    const order: string[] = [];
    const step = (name: string, later: 'sync' | 'promise' | 'thenable'): AfterHook['handler'] => (ctx) => {
      order.push(name);
      const returned = { steps: (ctx.returned as { steps: number }).steps + 1, last: name };
      const answer = { returned };
      // The types promise a Promise; plain JavaScript may hand back any thenable.
      return later === 'sync' ? answer : later === 'promise' ? Promise.resolve(answer) : (thenable(answer) as Promise<typeof answer>);
    };
    const auth = instance(
      {
        before: [
          { matcher: path('/other'), handler: () => void order.push('not me') },
          { matcher: path('/probe'), handler: () => void order.push('before sync') },
          { matcher: path('/probe'), handler: () => thenable(undefined).then(() => void order.push('before thenable')) as Promise<void> },
        ],
        after: [
          { matcher: path('/probe'), handler: step('after promise', 'promise') },
          { matcher: path('/other'), handler: step('not me either', 'sync') },
          { matcher: path('/probe'), handler: step('after sync', 'sync') },
          { matcher: path('/probe'), handler: step('after thenable', 'thenable') },
          { matcher: path('/probe'), handler: step('after last', 'sync') },
        ],
      },
      order,
    );
    const response = await auth.handler(request('/probe'));
    expect(await response.json()).toEqual({ steps: 4, last: 'after last' });
    expect(order).toEqual(['before sync', 'before thenable', 'handler', 'after promise', 'after sync', 'after thenable', 'after last']);
  });

  it('ends the call at a before hook that answers, and unwraps a promise an after hook hands back', async () => {
    const order: string[] = [];
    const stopped = instance({ before: [{ matcher: path('/probe'), handler: () => thenable(Response.json({ stopped: true }, { status: 409 })) as Promise<Response> }] }, order);
    const response = await stopped.handler(request('/probe'));
    expect(response.status).toBe(409);
    expect(order).toEqual([]);

    const unwrapped = instance({ after: [{ matcher: path('/probe'), handler: () => ({ returned: Promise.resolve({ later: true }) }) }] }, order);
    expect(await (await unwrapped.handler(request('/probe'))).json()).toEqual({ later: true });
  });
});
