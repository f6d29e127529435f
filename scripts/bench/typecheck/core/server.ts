// The small app measured against the core alone: one extra user field, one social provider.
import { createAuth } from 'latchkey';

export const auth = createAuth({
  baseURL: 'http://localhost:3000',
  secret: 'typecheck-bench-secret-0123456789abcdef',
  emailAndPassword: { enabled: true },
  user: { additionalFields: { locale: { type: 'string', required: false } } },
  socialProviders: { github: { clientId: 'id', clientSecret: 'secret' } },
});

export async function currentUserLocale(headers: Headers): Promise<string | null> {
  const result = await auth.api.getSession({ headers });
  return result?.user.locale ?? null;
}
