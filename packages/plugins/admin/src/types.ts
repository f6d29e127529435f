import type { InferFields, Session, User } from 'latchkey/plugins';
import type { adminSchema } from './schema.js';

type Tables = ReturnType<typeof adminSchema>;

/** A user as admin routes answer it: the public fields plus the admin plugin's. */
export interface AdminUser extends User, InferFields<Tables['user']['fields']> {}

/** A session as admin routes answer it. `token` is the stored token hash, which revoke-user-session accepts. */
export interface AdminSession extends Session, InferFields<Tables['session']['fields']> {}
