/**
 * When a provider account may join an existing user. Linking by email is what lets
 * someone who controls an address at a provider reach the local user with that
 * address, so every condition below narrows it.
 */
export interface AccountLinkingOptions {
  /**
   * Link provider accounts to existing users at all: implicitly at social sign-in
   * (same email) and explicitly through `POST /link-social`. Defaults to true.
   */
  enabled?: boolean;
  /**
   * Provider ids whose emails count as verified even when the provider does not say
   * so. Only list providers that verify every address they hand out.
   */
  trustedProviders?: readonly string[];
  /** `POST /link-social` may link an account whose email differs from the user's. Defaults to false. */
  allowDifferentEmails?: boolean;
  /** `POST /unlink-account` may remove the user's last account, leaving no way to sign in. Defaults to false. */
  allowUnlinkingAll?: boolean;
  /** `POST /link-social` copies the provider's name and image onto the user. Defaults to false. */
  updateUserInfoOnLink?: boolean;
}

/** The `account` section of `createAuth`: linked social accounts and their tokens. */
export interface AccountOptions {
  accountLinking?: AccountLinkingOptions;
  /**
   * Store OAuth access, refresh and ID tokens encrypted (AES-256-GCM under a key
   * derived from the secret), so a copy of the database yields no usable token.
   * Defaults to true.
   */
  encryptOAuthTokens?: boolean;
  /**
   * Where the OAuth state record lives between the redirect and the callback. Only
   * `database` exists: a hashed, single-use row in the `verification` table, which
   * makes a replayed callback fail server-side.
   */
  storeStateStrategy?: 'database';
  /** Social sign-in never creates users, for every provider (a provider's own `disableSignUp` does it for one). */
  disableSignUp?: boolean;
  /**
   * Social sign-in creates a user only when the request asked for it with
   * `requestSignUp: true`; otherwise an unknown user gets `signup_disabled`.
   */
  disableImplicitSignUp?: boolean;
}
