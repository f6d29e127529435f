/**
 * Options of the bearer plugin.
 *
 * @example
 * bearer({ requireSignature: true }); // only the signed form from `set-auth-token`
 */
export interface BearerOptions {
  /**
   * Accept only the signed form of the token (`<token>.<signature>`, the value
   * of `set-auth-token` and of the session cookie) and refuse the raw token that
   * sign-in answers carry in `token`. Defaults to false: the raw token is a
   * random 32-character secret looked up by its hash, as strong as the signed
   * form, and native clients that read it from the answer body keep working.
   */
  requireSignature?: boolean;
}

export interface ResolvedBearerOptions {
  requireSignature: boolean;
}

export function resolveBearerOptions(options: BearerOptions): ResolvedBearerOptions {
  return { requireSignature: options.requireSignature ?? false };
}
