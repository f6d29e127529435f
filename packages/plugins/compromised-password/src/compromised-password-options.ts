/** The public Pwned Passwords range endpoint; `${rangeURL}/${first five hex characters}` answers the range. */
export const PWNED_PASSWORDS_RANGE_URL = 'https://api.pwnedpasswords.com/range';

export interface CompromisedPasswordOptions {
  /**
   * The range endpoint, without the prefix: Pwned Passwords by default, or your
   * own mirror of it (the same `SUFFIX:COUNT` answers).
   */
  rangeURL?: string;
  /** How long one lookup may take, in milliseconds, body included. Defaults to 3000. */
  timeoutMs?: number;
  /**
   * What to do when the range endpoint cannot answer in time, or answers with
   * anything but 200. `false` (the default) refuses the new password with 503
   * `PASSWORD_CHECK_UNAVAILABLE`, so the guarantee that no breached password is
   * stored never depends on the endpoint's uptime; `true` lets the password
   * through (the core's common-password list still applies) and logs a warning.
   */
  failOpen?: boolean;
  /** How many sightings in breaches make a password compromised. Defaults to 1. */
  minCount?: number;
}

export type ResolvedCompromisedPasswordOptions = Required<CompromisedPasswordOptions>;

/** Fills in the defaults and refuses settings that would silently check nothing. */
export function resolveCompromisedPasswordOptions(options: CompromisedPasswordOptions): ResolvedCompromisedPasswordOptions {
  const rangeURL = (options.rangeURL ?? PWNED_PASSWORDS_RANGE_URL).replace(/\/+$/, '');
  if (!URL.canParse(rangeURL) || !/^https?:$/.test(new URL(rangeURL).protocol)) {
    throw new Error(`Latchkey compromisedPassword: rangeURL must be an http(s) URL, got "${rangeURL}".`);
  }
  const timeoutMs = options.timeoutMs ?? 3000;
  if (!(Number.isFinite(timeoutMs) && timeoutMs > 0)) throw new Error('Latchkey compromisedPassword: timeoutMs must be a positive number.');
  const minCount = options.minCount ?? 1;
  // Padding lines have count 0: a minCount of 0 would call every password compromised.
  if (!(Number.isInteger(minCount) && minCount >= 1)) throw new Error('Latchkey compromisedPassword: minCount must be a whole number ≥ 1.');
  return { rangeURL, timeoutMs, failOpen: options.failOpen ?? false, minCount };
}
