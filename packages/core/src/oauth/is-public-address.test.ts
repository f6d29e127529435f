import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './is-public-address.js';

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8'])(
    'accepts %s',
    (address) => expect(isPublicAddress(address)).toBe(true),
  );

  it.each([
    '127.0.0.1', '127.255.255.254', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254',
    '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '192.0.2.1',
    '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1',
    '::ffff:169.254.169.254', '64:ff9b::a00:1', '2002:c0a8:101::1', '2001:db8::1', '[::1]', 'fe80::1%eth0',
    'not-an-ip', '1.2.3', '1.2.3.256', '1::2::3',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));
});
