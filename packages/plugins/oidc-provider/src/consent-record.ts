import type { AuthContext, InferRow } from 'latchkey/plugins';
import type { oidcProviderSchema } from './schema.js';
import { isSubset, parseScope } from './scopes.js';

type ConsentRow = InferRow<(typeof oidcProviderSchema)['oauthConsent']>;

const whereOf = (userId: string, clientId: string) => [
  { field: 'userId', value: userId },
  { field: 'clientId', value: clientId },
];

/** Whether the user already granted the client every scope asked for. */
export async function hasConsent(auth: AuthContext, input: { userId: string; clientId: string; scope: readonly string[] }): Promise<boolean> {
  const row = await auth.db.findOne<ConsentRow>({ model: 'oauthConsent', where: whereOf(input.userId, input.clientId) });
  return row !== null && isSubset(input.scope, parseScope(row.scope));
}

/**
 * Records that the user granted the client these scopes, added to what they
 * granted before.
 *
 * @example
 * await recordConsent(ctx.auth, { userId, clientId, scope: ['openid', 'email'] });
 */
export async function recordConsent(auth: AuthContext, input: { userId: string; clientId: string; scope: readonly string[] }): Promise<void> {
  const now = new Date();
  const row = await auth.db.findOne<ConsentRow>({ model: 'oauthConsent', where: whereOf(input.userId, input.clientId) });
  if (row) {
    const scope = [...new Set([...parseScope(row.scope), ...input.scope])].join(' ');
    await auth.db.update({ model: 'oauthConsent', where: [{ field: 'id', value: row.id }], update: { scope, updatedAt: now } });
    return;
  }
  await auth.db.create({
    model: 'oauthConsent',
    data: { id: auth.generateId(), userId: input.userId, clientId: input.clientId, scope: input.scope.join(' '), createdAt: now, updatedAt: now },
  });
}
