import { describe, expect, it } from 'vitest';
import { isoTime } from './iso-time.js';

/** What `new Date` makes of the text, where isoTime reads it. */
const general = (text: string): number => new Date(text).getTime();

describe('isoTime', () => {
  it('reads what toISOString writes, for dates across years 0 to 9999', () => {
    const samples = [0, -1, 1, 951_782_400_000, 1_709_251_199_999, -62_167_219_200_000, 253_402_300_799_999];
    for (let i = 0; i < 5_000; i++) samples.push(Math.floor((Math.random() * 2 - 1) * 62_000_000_000_000));
    for (const time of samples) expect(isoTime(new Date(time).toISOString())).toBe(time);
  });

  it('agrees with the general parser at month and leap-year edges', () => {
    for (const year of ['0000', '0001', '0004', '0100', '0400', '1600', '1900', '1970', '2000', '2024', '2100', '9999']) {
      for (const day of ['01-01', '02-28', '02-29', '03-01', '04-30', '12-31']) {
        const text = `${year}-${day}T23:59:59.999Z`;
        const read = isoTime(text);
        // Text it declines (29 February of a common year) is left to the general parser.
        if (read !== undefined) expect(read).toBe(general(text));
      }
    }
  });

  it('declines every other form, which the caller hands to the general parser', () => {
    const others = [
      '2024-05-01T10:00:00Z',
      '2024-05-01T10:00:00.123+00:00',
      '2024-05-01 10:00:00.123Z',
      '2024-05-01T10:00:00.123z',
      '+002024-05-01T10:00:00.123Z',
      '2024-13-01T10:00:00.123Z',
      '2024-00-01T10:00:00.123Z',
      '2024-04-31T10:00:00.123Z',
      '2023-02-29T10:00:00.123Z',
      '2024-05-01T24:00:00.000Z',
      '2024-05-01T10:60:00.123Z',
      '2024-05-01T10:00:60.123Z',
      '2024-05-0xT10:00:00.123Z',
      '2024-05-01T1 :00:00.123Z',
      '１２３４-05-01T10:00:00.123Z',
      '',
    ];
    for (const text of others) expect(isoTime(text)).toBeUndefined();
  });
});
