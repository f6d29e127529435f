import { describe, expect, it } from 'vitest';
import { countInRange } from './count-in-range.js';

const SUFFIX = '1E4C9B93F3F0682250B6CF8331B7EE68FD8';

describe('countInRange', () => {
  it('reads the count of the matching suffix from CRLF lines', () => {
    const body = `0018A45C4D1DEF81644B54AB7F969B88D65:3\r\n${SUFFIX}:9545824\r\n00D4F6E8FA6EECAD2A3AA415EEC418D38EC:2`;
    expect(countInRange(body, SUFFIX)).toBe(9545824);
  });

  it('ignores padding lines: a suffix listed with count 0 was never seen', () => {
    expect(countInRange(`0018A45C4D1DEF81644B54AB7F969B88D65:3\r\n${SUFFIX}:0\r\n`, SUFFIX)).toBe(0);
  });

  it('answers 0 for a suffix not in the range, and for an empty answer', () => {
    expect(countInRange('0018A45C4D1DEF81644B54AB7F969B88D65:3', SUFFIX)).toBe(0);
    expect(countInRange('', SUFFIX)).toBe(0);
  });

  it('compares suffixes whatever their case and tolerates LF-only answers', () => {
    expect(countInRange(`abc:1\n${SUFFIX.toLowerCase()}:12\n`, SUFFIX)).toBe(12);
  });

  it('treats a malformed count as not seen', () => {
    expect(countInRange(`${SUFFIX}:many`, SUFFIX)).toBe(0);
  });
});
