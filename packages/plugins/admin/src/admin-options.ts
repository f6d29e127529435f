import type { Role } from 'latchkey/access';
import { pluginKey } from 'latchkey/plugins';
import { defaultRoles } from './access.js';

/**
 * Roles by name. `any` statement: roles may come from the plugin's statement or
 * from an app's own, larger one; their types say which.
 */
export type AdminRoles = Readonly<Record<string, Role<any>>>;

/**
 * How the admin plugin is configured. Every option has a default. `R` is the
 * type of `roles`: permission checks are typed by the statements its roles were
 * built from, and role names by its keys.
 */
export interface AdminOptions<R extends AdminRoles = AdminRoles> {
  /**
   * The roles a user may hold, by name. Defaults to `admin` (every admin
   * action) and `user` (none). Build custom ones with `adminAccess.newRole`
   * or your own `createAccessControl` statement that includes `user` and `session`.
   */
  roles?: R;
  /** The role of new users, one of `roles`. Defaults to `'user'`. */
  defaultRole?: NoInfer<keyof R & string>;
  /** Roles that count as administrators (not impersonable by default). Defaults to `['admin']`. */
  adminRoles?: readonly NoInfer<keyof R & string>[];
  /** Users allowed every admin action whatever their role. */
  adminUserIds?: readonly string[];
  /** Lifetime of an impersonation session, in seconds. Defaults to 3600. */
  impersonationSessionDuration?: number;
  /** Whether administrators may be impersonated. Defaults to false. */
  allowImpersonatingAdmins?: boolean;
  /** The reason stored when a ban gives none. Defaults to `'No reason'`. */
  defaultBanReason?: string;
  /** Ban length in seconds when a ban gives none. Defaults to no end. */
  defaultBanExpiresIn?: number;
  /** The message of the 403 `BANNED_USER` answer. */
  bannedUserMessage?: string;
}

/** The options with their defaults applied, as the routes read them. */
export interface ResolvedAdminOptions {
  roles: AdminRoles;
  defaultRole: string;
  adminRoles: readonly string[];
  adminUserIds: readonly string[];
  impersonationSessionDuration: number;
  allowImpersonatingAdmins: boolean;
  defaultBanReason: string;
  defaultBanExpiresIn: number | undefined;
  bannedUserMessage: string | undefined;
}

/**
 * Applies the defaults, and refuses at start a configuration that names a
 * default or admin role no role declares.
 */
export function resolveAdminOptions<R extends AdminRoles>(options: AdminOptions<R> = {}): ResolvedAdminOptions {
  const resolved: ResolvedAdminOptions = {
    roles: options.roles ?? defaultRoles,
    defaultRole: options.defaultRole ?? 'user',
    adminRoles: options.adminRoles ?? ['admin'],
    adminUserIds: options.adminUserIds ?? [],
    impersonationSessionDuration: options.impersonationSessionDuration ?? 60 * 60,
    allowImpersonatingAdmins: options.allowImpersonatingAdmins ?? false,
    defaultBanReason: options.defaultBanReason ?? 'No reason',
    defaultBanExpiresIn: options.defaultBanExpiresIn,
    bannedUserMessage: options.bannedUserMessage,
  };
  for (const name of [resolved.defaultRole, ...resolved.adminRoles]) {
    if (!Object.hasOwn(resolved.roles, name)) {
      throw new Error(`Latchkey admin: the role "${name}" is used in the options but not declared in \`roles\`.`);
    }
  }
  if (!(resolved.impersonationSessionDuration > 0)) {
    throw new Error('Latchkey admin: impersonationSessionDuration must be a positive number of seconds.');
  }
  return resolved;
}

/**
 * The admin plugin's handle on its resolved options. Endpoints and hooks are
 * values shared by every instance, so they read the instance's options through
 * it: `adminKey.options(ctx.auth)`.
 */
export const adminKey = pluginKey<ResolvedAdminOptions>('admin');
