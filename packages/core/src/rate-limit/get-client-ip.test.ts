import { describe, expect, it } from 'vitest';
import { clientIpReader, getClientIp } from './get-client-ip.js';

const request = (headers: Record<string, string> = {}): Request =>
  new Request('https://app.example/api/auth/sign-in/email', { method: 'POST', headers });

describe('getClientIp', () => {
  it('uses the connection address by default', () => {
    expect(getClientIp(request(), { connectionIp: '203.0.113.7' })).toBe('203.0.113.7');
    expect(getClientIp(request(), { connectionIp: '::ffff:203.0.113.7' })).toBe('203.0.113.7');
    expect(getClientIp(request(), { connectionIp: '2001:db8:1:2:aaaa::1' })).toBe('2001:db8:1:2::/64');
    expect(getClientIp(request(), { connectionIp: 'fe80::1%eth0' })).toBe('fe80::/64');
  });

  it('answers null when the address is unknown or not an address', () => {
    expect(getClientIp(request())).toBeNull();
    expect(getClientIp(request(), { connectionIp: '' })).toBeNull();
    expect(getClientIp(request(), { connectionIp: 'garbage' })).toBeNull();
  });

  it('ignores a spoofed X-Forwarded-For unless it is trusted', () => {
    const spoofed = request({ 'x-forwarded-for': '198.51.100.1', 'x-real-ip': '198.51.100.2' });
    expect(getClientIp(spoofed, { connectionIp: '203.0.113.7' })).toBe('203.0.113.7');
    expect(getClientIp(spoofed)).toBeNull();
  });

  it('takes the right-most X-Forwarded-For entry behind one trusted proxy', () => {
    // The client wrote "1.1.1.1"; the proxy appended the address it saw.
    const forwarded = request({ 'x-forwarded-for': '1.1.1.1, 203.0.113.7' });
    const options = { connectionIp: '10.0.0.2', trustedProxyHeaders: ['x-forwarded-for'] };
    expect(getClientIp(forwarded, options)).toBe('203.0.113.7');
  });

  it('skips the entries added by further trusted proxies', () => {
    const forwarded = request({ 'x-forwarded-for': '1.1.1.1, 203.0.113.7 ,10.0.0.9' });
    const options = { connectionIp: '10.0.0.2', trustedProxyHeaders: ['X-Forwarded-For'], trustedProxyCount: 1 };
    expect(getClientIp(forwarded, options)).toBe('203.0.113.7');
    expect(getClientIp(forwarded, { ...options, trustedProxyCount: 3 })).toBeNull();
    expect(() => getClientIp(forwarded, { ...options, trustedProxyCount: -1 })).toThrow(TypeError);
  });

  it('normalises the forwarded address', () => {
    const options = { trustedProxyHeaders: ['x-forwarded-for'] };
    expect(getClientIp(request({ 'x-forwarded-for': '[2001:DB8:1:2::5]:443' }), options)).toBe('2001:db8:1:2::/64');
    expect(getClientIp(request({ 'x-forwarded-for': '::ffff:203.0.113.7' }), options)).toBe('203.0.113.7');
  });

  it('answers null, not the proxy address, when a trusted header is garbage', () => {
    const options = { connectionIp: '10.0.0.2', trustedProxyHeaders: ['x-forwarded-for'] };
    expect(getClientIp(request({ 'x-forwarded-for': 'unknown' }), options)).toBeNull();
    expect(getClientIp(request({ 'x-forwarded-for': '1.1.1.1,' }), options)).toBeNull();
  });

  it('falls back to the connection address when no trusted header is present', () => {
    const options = { connectionIp: '203.0.113.7', trustedProxyHeaders: ['x-forwarded-for'] };
    expect(getClientIp(request(), options)).toBe('203.0.113.7');
  });

  it('reads single-value headers whole, first listed header present winning', () => {
    const options = { trustedProxyHeaders: ['cf-connecting-ip', 'x-forwarded-for'] };
    const both = request({ 'cf-connecting-ip': '203.0.113.7', 'x-forwarded-for': '198.51.100.1' });
    expect(getClientIp(both, options)).toBe('203.0.113.7');
    expect(getClientIp(request({ 'x-forwarded-for': '198.51.100.1' }), options)).toBe('198.51.100.1');
    expect(getClientIp(request({ 'cf-connecting-ip': '203.0.113.7, 1.1.1.1' }), options)).toBeNull();
  });
});

describe('clientIpReader', () => {
  it('answers what getClientIp answers, address after address', () => {
    const read = clientIpReader({});
    const spoofed = request({ 'x-forwarded-for': '198.51.100.1' });
    for (const address of ['::ffff:203.0.113.7', '::ffff:203.0.113.7', '2001:db8:1:2:3:4:5:6', 'junk', '127.0.0.1', undefined, '127.0.0.1']) {
      expect(read(spoofed, address)).toBe(getClientIp(spoofed, { connectionIp: address }));
    }
  });

  it('reads the trusted proxy header when one is configured', () => {
    const read = clientIpReader({ trustedProxyHeaders: ['x-forwarded-for'] });
    expect(read(request({ 'x-forwarded-for': '198.51.100.1' }), '203.0.113.7')).toBe('198.51.100.1');
    expect(read(request(), '203.0.113.7')).toBe('203.0.113.7');
  });
});
