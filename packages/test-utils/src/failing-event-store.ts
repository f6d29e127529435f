// An event store that can fail on purpose right after writing an event, to
// show that a change and its event commit or roll back together.
import { definePlugin, type AuthContext, type AuthEventType } from 'latchkey/plugins';

/**
 * A plugin that stores every event in its own `storedEvent` table through the
 * change's database handle, then throws when the event's type is the one set
 * with `failAfter`: the event row is written, and the request fails after it.
 *
 * @example
 * const store = failingEventStore();
 * const auth = createTestAuth({ plugins: [store.plugin] });
 * store.failAfter('sign-out');
 */
export function failingEventStore() {
  let failing: AuthEventType | null = null;
  const plugin = definePlugin({
    id: 'failing-event-store',
    schema: { storedEvent: { fields: { type: { type: 'string', maxLength: 100 }, userId: { type: 'string', required: false, maxLength: 255 } } } },
    recordEvent: async (event, { db }) => {
      await db.create({ model: 'storedEvent', data: { id: event.id, type: event.type, userId: event.userId } });
      if (event.type === failing) throw new Error(`failure injected after storing ${event.type}`);
    },
  });
  return {
    plugin,
    /** Fails every later event of this type after writing it; null stops failing. */
    failAfter(type: AuthEventType | null): void {
      failing = type;
    },
    /** The stored event types, in the order written. */
    async types(auth: { $context: Promise<AuthContext> }): Promise<string[]> {
      const ctx = await auth.$context;
      const rows = await ctx.db.findMany<{ type: string }>({ model: 'storedEvent', sortBy: { field: 'id', direction: 'asc' } });
      return rows.map((row) => row.type);
    },
  };
}
