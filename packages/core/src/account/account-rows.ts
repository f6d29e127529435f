import type { Row } from '../db/adapter.js';

// The rows plugins and sessions read, declared apart from the queries that find
// them, so that declarations depending on them stay below the engine.

/** A user as stored: the fields every user has, and whatever else its table holds. */
export interface UserRow extends Row {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

/** An account as stored: a provider's link to a user, with the password hash for `credential`. */
export interface AccountRow extends Row {
  id: string;
  userId: string;
  providerId: string;
  accountId: string;
  password?: string | null;
}
