/** The ban fields of a stored user. */
export interface BanFields {
  banned?: unknown;
  banExpires?: unknown;
  [field: string]: unknown;
}

/** When a ban ends, in ms since the epoch; null for a ban without end. */
function banEnd(user: BanFields): number | null {
  const value = user.banExpires;
  if (value === null || value === undefined) return null;
  const time = value instanceof Date ? value.getTime() : new Date(value as string | number).getTime();
  return Number.isNaN(time) ? null : time;
}

/**
 * Whether a user is banned now, as stored: `active` while the ban holds,
 * `expired` once its end has passed (the next sign-in lifts it), `none`
 * otherwise.
 *
 * @example
 * if (banState(user) === 'active') throw AuthError.of(ADMIN_ERROR_CODES, 'BANNED_USER');
 */
export function banState(user: BanFields, now: number = Date.now()): 'none' | 'active' | 'expired' {
  if (user.banned !== true && user.banned !== 1) return 'none';
  const end = banEnd(user);
  return end !== null && end <= now ? 'expired' : 'active';
}
