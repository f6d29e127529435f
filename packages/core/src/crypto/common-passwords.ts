/** Each listed password with its rank (0 is the most common), all lowercase. */
export type CommonPasswordRanks = ReadonlyMap<string, number>;

let loading: Promise<CommonPasswordRanks> | undefined;

/**
 * The ranked common-password list of `@zxcvbn-ts/language-common` (about
 * 49,000 passwords seen most often in breaches), loaded on first use and kept.
 * The import is dynamic so that starting an app, or a serverless cold start,
 * never pays for decompressing the list: only the first new password does.
 *
 * @example
 * const ranks = await loadCommonPasswords();
 * ranks.get('password'); // 1
 */
export function loadCommonPasswords(): Promise<CommonPasswordRanks> {
  loading ??= importRanks().catch((error: unknown) => {
    // A failed load (a broken install) is retried on the next password, not cached.
    loading = undefined;
    throw error;
  });
  return loading;
}

async function importRanks(): Promise<CommonPasswordRanks> {
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  const ranks = new Map<string, number>();
  for (const [rank, password] of dictionary['passwords-common'].entries()) {
    const key = password.toLowerCase();
    if (!ranks.has(key)) ranks.set(key, rank);
  }
  return ranks;
}

/**
 * Whether the password is among the `top` most common ones, ignoring case
 * (`Password` and `PASSWORD` are guessed as early as `password`) and after the
 * NFKC normalisation the hasher applies, so full-width `ｐａｓｓｗｏｒｄ`, which
 * hashes as `password`, is refused like it.
 *
 * @example
 * if (await isCommonPassword(body.password, { top: 10_000 })) refuse();
 */
export async function isCommonPassword(password: string, options: { top: number }): Promise<boolean> {
  if (options.top <= 0) return false;
  const rank = (await loadCommonPasswords()).get(password.normalize('NFKC').toLowerCase());
  return rank !== undefined && rank < options.top;
}
