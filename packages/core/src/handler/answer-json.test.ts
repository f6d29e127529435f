import { describe, expect, it } from 'vitest';
import { answerJson } from './answer-json.js';

class Stamp {
  constructor(readonly at: Date) {}
}

describe('answerJson', () => {
  it('writes what JSON.stringify writes, dates included', () => {
    const shifted = new Date(5);
    shifted.toJSON = () => 'own toJSON';
    const values: unknown[] = [
      null,
      0,
      'text',
      [1, 'a', null],
      { session: { id: 's', expiresAt: new Date('2026-12-03T13:09:43.026Z'), token: 't' }, user: { createdAt: new Date(0), n: 1 } },
      [{ at: new Date(Date.UTC(999, 0, 2, 3, 4, 5, 6)) }, { at: new Date(Date.UTC(2024, 1, 29, 23, 59, 59, 999)) }],
      { at: new Date(Number.NaN) },
      { at: new Date(Date.UTC(10_000, 0, 1)) },
      { at: new Date(Date.UTC(-1, 0, 1)) },
      { at: shifted },
      { toJSON: () => ({ replaced: true }), at: new Date(7) },
      { stamp: new Stamp(new Date(8)) },
      { deep: { er: { still: { deeper: { at: new Date(9) } } } } },
      Object.assign(Object.create(null) as object, { at: new Date(10) }),
      { skipped: undefined, fn: () => 1, at: new Date(11) },
      { list: Object.assign([new Date(12)], { toJSON: () => 'own array toJSON' }) },
    ];
    for (const value of values) expect(answerJson(value)).toBe(JSON.stringify(value));
    expect(answerJson(undefined)).toBe('null');
  });

  it('leaves the data it was given as it was', () => {
    const at = new Date(0);
    const data = { session: { at }, list: [at] };
    answerJson(data);
    expect(data.session.at).toBe(at);
    expect(data.list[0]).toBe(at);
  });

  it('writes the date as it is now, after it changed or another date took its slot', () => {
    const at = new Date('2026-12-03T13:09:43.026Z');
    expect(answerJson({ at })).toBe(JSON.stringify({ at }));
    at.setUTCFullYear(2030);
    expect(answerJson({ at })).toBe(JSON.stringify({ at }));
    // Times 1,021 ms apart share a slot of the table of recent texts.
    const pairs = [new Date(1_700_000_000_000), new Date(1_700_000_001_021), new Date(1_700_000_000_000), new Date(-1_021), new Date(1_021)];
    for (const date of pairs) expect(answerJson({ date })).toBe(JSON.stringify({ date }));
  });

  it('leaves out what an enumerable key on Object.prototype holds, as JSON.stringify does', () => {
    const polluted = Object.prototype as Record<string, unknown>;
    polluted.injected = { at: new Date(0) };
    try {
      const data = { session: { id: 's', at: new Date(1) } };
      expect(answerJson(data)).toBe(JSON.stringify(data));
      expect(answerJson(data)).not.toContain('injected');
    } finally {
      delete polluted.injected;
    }
  });
});
