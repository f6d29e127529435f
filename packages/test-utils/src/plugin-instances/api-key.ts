// What the API-key tests share: an instance with the plugin, signed-up users, and keys.
import type { AuthOptions } from 'latchkey';
import { errorOf, PASSWORD, send, signUp, type Jar } from '../account-kit.js';
import { createTestAuth, request } from '../test-instance.js';
import { apiKey, type ApiKeyPlugin, type ApiKeyOptions } from '@latchkey/api-key';

/** An instance typed by the plugin's endpoints, whatever other plugins a test adds. */
export type ApiKeyAuth = ReturnType<typeof createTestAuth<{ plugins: [ApiKeyPlugin] }>>;

/** A test instance with the plugin; sessions from keys are on unless the options say otherwise. */
export function createApiKeyAuth(input: { apiKey?: ApiKeyOptions; auth?: Omit<AuthOptions, 'plugins'>; plugins?: AuthOptions['plugins'] } = {}): ApiKeyAuth {
  const plugins = [apiKey({ enableSessionForAPIKeys: true, ...input.apiKey }), ...(input.plugins ?? [])];
  return createTestAuth({ ...input.auth, plugins }) as unknown as ApiKeyAuth;
}

/** A created key as the create route answers it. */
export interface CreatedKey {
  id: string;
  key: string;
  start: string;
  userId: string;
  remaining: number | null;
  [field: string]: unknown;
}

/** Creates a key over HTTP with the jar's session. */
export async function createKey(auth: ApiKeyAuth, jar: Jar, body: Record<string, unknown> = {}): Promise<CreatedKey> {
  const response = await send(auth, jar, '/api-key/create', { body });
  if (response.status !== 200) throw new Error(`create failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as CreatedKey;
}

/** Creates a key from the server (no headers), where limits and permissions may be set. */
export async function createServerKey(auth: ApiKeyAuth, body: { userId: string } & Record<string, unknown>): Promise<CreatedKey> {
  return (await auth.api.createApiKey({ body })) as unknown as CreatedKey;
}

/** A request carrying only an API key (no cookie). */
export function withKey(auth: ApiKeyAuth, key: string, path: string, init: { body?: unknown; method?: string } = {}): Promise<Response> {
  return auth.handler(request(path, { ...init, headers: { 'x-api-key': key } }));
}

/** The stored row of a key, with the fields answers leave out. */
export async function keyRow(auth: ApiKeyAuth, id: string): Promise<Record<string, unknown> | null> {
  const ctx = await auth.$context;
  return ctx.db.findOne({ model: 'apiKey', where: [{ field: 'id', value: id }] });
}

/** Moves a key's expiry into the past. */
export async function expire(auth: ApiKeyAuth, id: string): Promise<void> {
  const ctx = await auth.$context;
  await ctx.db.update({ model: 'apiKey', where: [{ field: 'id', value: id }], update: { expiresAt: new Date(Date.now() - 1000) } });
}

/** Two signed-up users, Ada with a key. */
export async function twoUsers() {
  const auth = createApiKeyAuth();
  const ada = await signUp(auth, { email: 'ada@example.com' });
  const eve = await signUp(auth, { email: 'eve@example.com' });
  const adaKey = await createKey(auth, ada.jar, { name: 'ada key' });
  return { auth, ada, eve, adaKey };
}

export { errorOf, PASSWORD, request, send, signUp, type Jar };
