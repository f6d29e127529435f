import { describe, expect, it } from 'vitest';
import { normalizeIp } from './normalize-ip.js';

describe('normalizeIp', () => {
  it.each([
    // IPv4
    ['203.0.113.7', '203.0.113.7'],
    ['  203.0.113.7 ', '203.0.113.7'],
    ['203.0.113.7:8443', '203.0.113.7'],
    ['0.0.0.0', '0.0.0.0'],
    // IPv6, every spelling of one address gives one form
    ['2001:db8::1', '2001:db8::1'],
    ['2001:DB8::1', '2001:db8::1'],
    ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8::1'],
    ['2001:db8:0:0:0:0:0:1', '2001:db8::1'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['fe80::1%25', 'fe80::1'],
    ['::1', '::1'],
    ['::', '::'],
    ['1::', '1::'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['2001:0:0:1:0:0:0:1', '2001:0:0:1::1'],
    ['1:2:3:4:5:6:7:8', '1:2:3:4:5:6:7:8'],
    ['1:0:2:3:4:5:6:7', '1:0:2:3:4:5:6:7'],
    // IPv4-mapped IPv6 unwraps, in any spelling
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['0:0:0:0:0:ffff:cb00:7107', '203.0.113.7'],
    ['[::ffff:203.0.113.7]:80', '203.0.113.7'],
    // Embedded IPv4 that is not mapped stays IPv6
    ['64:ff9b::203.0.113.7', '64:ff9b::cb00:7107'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeIp(input)).toBe(expected);
  });

  it.each([
    '',
    'unknown',
    '203.0.113',
    '203.0.113.256',
    '203.000.113.7',
    '0x7f.0.0.1',
    '1.2.3.4%eth0',
    '1.2.3.4:99999',
    '2001:db8::1::1',
    '1:2:3:4:5:6:7:8:9',
    'gggg::1',
    '[2001:db8::1',
    '[2001:db8::1]x',
    '203.0.113.7, 198.51.100.1',
    'fe80::1%',
    '1'.repeat(200),
  ])('%j → null', (input) => {
    expect(normalizeIp(input)).toBeNull();
  });

  it('groups IPv6 by prefix after normalising', () => {
    const group = (ip: string): string | null => normalizeIp(ip, { ipv6Prefix: 64 });
    expect(group('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(group('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(group('[2001:db8:1:2::9%en0]:80')).toBe('2001:db8:1:2::/64');
    expect(group('2001:db8::1')).toBe('2001:db8::/64');
    expect(group('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(group('203.0.113.7')).toBe('203.0.113.7');
    expect(normalizeIp('2001:db8:1:2:3:4:5:6', { ipv6Prefix: 56 })).toBe('2001:db8:1::/56');
    expect(normalizeIp('2001:db8:1:2ff:3:4:5:6', { ipv6Prefix: 56 })).toBe('2001:db8:1:200::/56');
  });
});
