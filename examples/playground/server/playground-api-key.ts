import { apiKey } from '@latchkey/api-key';

/**
 * The playground's API-key plugin: keys start with `pg_`, and a key in the
 * `x-api-key` header signs a script in as its owner (try
 * `curl -H "x-api-key: pg_…" http://localhost:3000/api/auth/get-session`);
 * such a session cannot reach passwords, email, deletion or key management.
 *
 * @example
 * createAuth({ plugins: [playgroundApiKey()] });
 */
export function playgroundApiKey() {
  return apiKey({ defaultPrefix: 'pg_', enableSessionForAPIKeys: true });
}
