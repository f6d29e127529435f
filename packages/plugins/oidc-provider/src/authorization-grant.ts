/**
 * What a user approved for a client: everything a code carries to the token
 * endpoint, and what a pending consent remembers until the user answers.
 */
export interface AuthorizationGrant {
  clientId: string;
  userId: string;
  sessionId: string;
  redirectUri: string;
  scope: string[];
  state: string | undefined;
  nonce: string | undefined;
  codeChallenge: string;
  resource: string | undefined;
  /** When the user signed in (ms since the epoch): the ID token's `auth_time`. */
  authTime: number;
}
