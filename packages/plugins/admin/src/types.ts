import type { Session, User } from 'latchkey/plugins';

/** A user as admin routes answer it: the public fields plus the admin plugin's. */
export type AdminUser = User & {
  role?: string | null;
  banned?: boolean | null;
  banReason?: string | null;
  banExpires?: Date | null;
};

/** A session as admin routes answer it. `token` is the stored token hash, which revoke-user-session accepts. */
export type AdminSession = Session & { impersonatedBy?: string | null };
