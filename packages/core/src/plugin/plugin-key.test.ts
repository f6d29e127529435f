import { describe, expect, expectTypeOf, it } from 'vitest';
import { createTestAuth } from '@latchkey/test-utils/test-instance';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { definePlugin } from './define-plugin.js';
import { pluginKey } from './plugin-key.js';

interface NotesOptions {
  limit: number;
}

const notesKey = pluginKey<NotesOptions>('notes');
const limit = defineEndpoint({ method: 'GET', path: '/notes/limit', handler: (ctx) => ({ limit: notesKey.options(ctx.auth).limit }) });
const notes = (options: Partial<NotesOptions> = {}) =>
  definePlugin({ id: 'notes', key: notesKey, endpoints: { limit }, options: { limit: options.limit ?? 100 } });

describe('pluginKey', () => {
  it('reads the options of the instance the endpoint runs on', async () => {
    const small = createTestAuth({ plugins: [notes({ limit: 3 })] });
    const large = createTestAuth({ plugins: [notes({ limit: 500 })] });
    expect(await small.api.limit()).toEqual({ limit: 3 });
    expect(await large.api.limit()).toEqual({ limit: 500 });
    expectTypeOf(notesKey.options(await small.$context)).toEqualTypeOf<NotesOptions>();
  });

  it('finds its own plugin, not another of the same id', async () => {
    const impostor = definePlugin({ id: 'notes', options: { limit: 1 } });
    const auth = createTestAuth({ plugins: [impostor] });
    await expect(auth.$context.then((context) => notesKey.options(context))).rejects.toThrow(
      'Latchkey notes: the plugin is not registered on this instance.',
    );
  });

  it('refuses options of another type, and a key of another plugin', () => {
    // @ts-expect-error the options must be of the key's type
    definePlugin({ id: 'notes', key: notesKey, options: { limit: 'many' } });
    expect(() => definePlugin({ id: 'todos', key: notesKey, options: { limit: 1 } })).toThrow(
      'Latchkey: the plugin "todos" was given the key of "notes".',
    );
  });
});
