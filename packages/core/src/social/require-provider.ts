import type { AuthContext } from '../declarations/auth-context.js';
import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';
import type { OAuthProvider } from '../oauth/types.js';

/** The configured provider with this id; 404 PROVIDER_NOT_FOUND otherwise. */
export function requireProvider(auth: AuthContext, id: string): OAuthProvider {
  const provider = auth.socialProviders.get(id);
  if (!provider) throw AuthError.of(CORE_ERROR_CODES, 'PROVIDER_NOT_FOUND');
  return provider;
}
