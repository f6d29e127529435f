import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-delay.js';

describe('retryDelayMs', () => {
  const schedule = { baseSeconds: 10, maxSeconds: 3600 };
  it('doubles per failure, jittered between half and all of the wait', () => {
    expect(retryDelayMs(1, { ...schedule, random: () => 0 })).toBe(5_000);
    expect(retryDelayMs(1, { ...schedule, random: () => 1 })).toBe(10_000);
    expect(retryDelayMs(3, { ...schedule, random: () => 0 })).toBe(20_000);
    expect(retryDelayMs(3, { ...schedule, random: () => 1 })).toBe(40_000);
  });
  it('never waits longer than the maximum', () => {
    expect(retryDelayMs(30, { ...schedule, random: () => 1 })).toBe(3_600_000);
  });
});
