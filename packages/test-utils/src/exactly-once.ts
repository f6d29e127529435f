// Fires one spend of a single-use thing many times at once and checks that it is
// spent exactly once: one answer succeeds, every other one is the documented refusal.
import { expect } from 'vitest';

/** One answer of the race, its body read (JSON when it is JSON). */
export interface RaceAnswer {
  index: number;
  status: number;
  body: unknown;
  response: Response;
}

/** A refusal the losers may get: its status and its `code` (or OAuth `error`). */
export interface Refusal {
  status: number;
  code: string;
}

/**
 * What the losers of a race for one typed code (verifyCode) get: the code is
 * spent, or their attempt came past the allowed attempts.
 */
export const CODE_SPENT: Refusal[] = [
  { status: 400, code: 'INVALID_OTP' },
  { status: 403, code: 'TOO_MANY_ATTEMPTS' },
];

export interface ExactlyOnceOptions {
  /** How many spends to fire at once; 20 unless told. */
  count?: number;
  /** Which status counts as the one success; 200 unless told. */
  ok?: (status: number) => boolean;
  /** What the others must get; several when the race may end at more than one check. */
  refused: Refusal | Refusal[];
}

export interface ExactlyOnceResult {
  winner: RaceAnswer;
  losers: RaceAnswer[];
  answers: RaceAnswer[];
}

/**
 * Runs `spend(index)` `count` times at once (20 by default) and asserts that
 * exactly one answer succeeds and the others are all a documented refusal,
 * never a 500. The caller then checks the database shows one effect.
 *
 * @example
 * const { winner } = await expectExactlyOnce(() => auth.handler(request('/verify', { body })), {
 *   refused: { status: 400, code: 'INVALID_TOKEN' },
 * });
 */
export async function expectExactlyOnce(
  spend: (index: number) => Promise<Response>,
  options: ExactlyOnceOptions,
): Promise<ExactlyOnceResult> {
  const count = options.count ?? 20;
  const ok = options.ok ?? ((status: number) => status === 200);
  const responses = await Promise.all(Array.from({ length: count }, (_, index) => spend(index)));
  const answers = await Promise.all(responses.map((response, index) => read(response, index)));
  const winners = answers.filter((answer) => ok(answer.status));
  const losers = answers.filter((answer) => !ok(answer.status));
  expect(winners.map(summary), 'exactly one spend succeeds').toHaveLength(1);
  const allowed = [options.refused].flat();
  for (const loser of losers) expect(allowed, `answer ${loser.index} is a documented refusal`).toContainEqual(summary(loser));
  return { winner: winners[0]!, losers, answers };
}

async function read(response: Response, index: number): Promise<RaceAnswer> {
  const text = await response.clone().text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a redirect or an empty body): kept as text.
  }
  return { index, status: response.status, body, response };
}

function summary(answer: RaceAnswer): { status: number; code: unknown } {
  const body = (answer.body ?? {}) as { code?: unknown; error?: unknown };
  const location = answer.response.headers.get('location');
  const code = typeof body === 'object' ? (body.code ?? body.error) : undefined;
  return { status: answer.status, code: code ?? (location ? new URL(location, 'http://localhost').searchParams.get('error') : undefined) };
}
