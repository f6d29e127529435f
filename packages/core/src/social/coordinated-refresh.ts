import type { AuthContext } from '../declarations/auth-context.js';
import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';
import type { OAuthTokens } from '../oauth/types.js';
import type { SocialAccountRow } from './social-account.js';
import { readStoredToken, splitScope } from './token-storage.js';

/** How long a claim to refresh holds before another caller may take it over (a refresh that died). */
const LEASE_MS = 10_000;
const POLL_MS = 25;

/** Refreshes of this process in flight, per instance and account id. */
const inFlight = new WeakMap<AuthContext, Map<string, Promise<OAuthTokens>>>();

/**
 * Runs `refresh` for an account at most once at a time across every instance
 * sharing the database, so a provider that rotates refresh tokens never sees the
 * same one twice, and every overlapping caller answers the tokens it got.
 *
 * In this process, concurrent callers share one promise. Across processes the
 * account row is the lock: a caller claims it with a conditional update that
 * moves `updatedAt` from the value it read to a moment a few seconds ahead (a
 * lease; only one caller's update can match). Storing the new tokens sets
 * `updatedAt` to now, which ends the lease. Others, seeing a claim they did not
 * win or an `updatedAt` still in the future, poll the row until its tokens
 * change and answer those. A lease that runs out (its process died) can be
 * claimed again; a refresh that fails gives its lease back at once. `refresh`
 * gets the row as it was claimed, so it spends the current refresh token.
 *
 * @example
 * const tokens = await coordinatedRefresh(auth, account, (row) => refreshAtProvider(auth, { provider, account: row }));
 */
export function coordinatedRefresh(
  auth: AuthContext,
  account: SocialAccountRow,
  refresh: (row: SocialAccountRow) => Promise<OAuthTokens>,
): Promise<OAuthTokens> {
  let running = inFlight.get(auth);
  if (!running) inFlight.set(auth, (running = new Map()));
  const current = running.get(account.id);
  if (current) return current;
  const flight = claimOrWait(auth, account, refresh).finally(() => running.delete(account.id));
  running.set(account.id, flight);
  return flight;
}

async function claimOrWait(
  auth: AuthContext,
  account: SocialAccountRow,
  refresh: (row: SocialAccountRow) => Promise<OAuthTokens>,
): Promise<OAuthTokens> {
  const giveUpAt = Date.now() + 2 * LEASE_MS;
  let row = account;
  for (;;) {
    if (tokensChanged(account, row)) {
      const tokens = await tokensOf(auth, row);
      if (tokens) return tokens;
    }
    if (row.updatedAt.getTime() <= Date.now()) {
      const claimedAt = await claim(auth, row);
      if (claimedAt) return refreshHolding(auth, { row, claimedAt }, refresh);
    }
    if (Date.now() > giveUpAt) throw AuthError.of(CORE_ERROR_CODES, 'FAILED_TO_REFRESH_ACCESS_TOKEN');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const next = await auth.db.findOne<SocialAccountRow>({ model: 'account', where: [{ field: 'id', value: account.id }] });
    if (!next) throw AuthError.of(CORE_ERROR_CODES, 'ACCOUNT_NOT_FOUND');
    row = next;
  }
}

const tokensChanged = (before: SocialAccountRow, row: SocialAccountRow): boolean =>
  row.accessToken !== before.accessToken || row.refreshToken !== before.refreshToken;

/** Moves `updatedAt` to the end of a lease, only if it is still the value read: the claim to refresh. */
async function claim(auth: AuthContext, row: SocialAccountRow): Promise<Date | undefined> {
  const claimedAt = new Date(Date.now() + LEASE_MS);
  const changed = await auth.db.updateMany({
    model: 'account',
    where: [
      { field: 'id', value: row.id },
      { field: 'updatedAt', value: row.updatedAt },
    ],
    update: { updatedAt: claimedAt },
  });
  return changed === 1 ? claimedAt : undefined;
}

async function refreshHolding(
  auth: AuthContext,
  lease: { row: SocialAccountRow; claimedAt: Date },
  refresh: (row: SocialAccountRow) => Promise<OAuthTokens>,
): Promise<OAuthTokens> {
  try {
    return await refresh(lease.row);
  } catch (error) {
    await auth.db
      .updateMany({
        model: 'account',
        where: [
          { field: 'id', value: lease.row.id },
          { field: 'updatedAt', value: lease.claimedAt },
        ],
        update: { updatedAt: new Date() },
      })
      .catch(() => undefined);
    throw error;
  }
}

async function tokensOf(auth: AuthContext, row: SocialAccountRow): Promise<OAuthTokens | undefined> {
  const accessToken = await readStoredToken(auth, row.accessToken);
  if (!accessToken) return undefined;
  return {
    accessToken,
    refreshToken: (await readStoredToken(auth, row.refreshToken)) ?? undefined,
    idToken: (await readStoredToken(auth, row.idToken)) ?? undefined,
    accessTokenExpiresAt: row.accessTokenExpiresAt ?? undefined,
    refreshTokenExpiresAt: row.refreshTokenExpiresAt ?? undefined,
    scopes: splitScope(row.scope),
    raw: {},
  };
}
