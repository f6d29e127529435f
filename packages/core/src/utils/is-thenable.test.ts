import { describe, expect, it } from 'vitest';
import { isThenable } from './is-thenable.js';

describe('isThenable', () => {
  it('tells what await would wait on', () => {
    expect(isThenable(Promise.resolve(1))).toBe(true);
    expect(isThenable({ then: () => undefined })).toBe(true);
    expect(isThenable(Object.assign(() => undefined, { then: () => undefined }))).toBe(true);
    for (const value of [null, undefined, 0, 'then', { then: true }, { returned: 1 }, () => undefined, new Response(null)]) {
      expect(isThenable(value)).toBe(false);
    }
  });
});
