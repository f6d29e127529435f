import type { CoreSchema } from '../db/core-schema.js';
import type { InferRecord } from '../db/schema-types.js';

/** A user as answers carry it. Extra fields from options and plugins are added by `Auth<O>['$Infer']`. */
export type User = InferRecord<CoreSchema['user']>;

/**
 * A session as answers carry it. `token` is the session token itself for the
 * current session, and the stored token hash in lists; both work with
 * /revoke-session.
 */
export type Session = InferRecord<CoreSchema['session']> & { token: string };

export interface SessionWithUser {
  session: Session;
  user: User;
}
