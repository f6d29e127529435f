import { describe, expect, it } from 'vitest';
import { toLazyHeaders } from './lazy-node-headers.js';

const node = () => ({ cookie: 'a=1; b=2', 'x-many': ['one', 'two'], host: 'example.com' });

describe('toLazyHeaders', () => {
  it('answers get and has from the Node headers, whatever the case of the name', () => {
    const headers = toLazyHeaders(node());
    expect(headers).toBeInstanceOf(Headers);
    expect(headers.get('Cookie')).toBe('a=1; b=2');
    expect(headers.get('x-many')).toBe('one, two');
    expect(headers.get('origin')).toBeNull();
    expect(headers.has('HOST')).toBe(true);
    expect(headers.has('origin')).toBe(false);
  });

  it('serves every other member from real Headers, and reads its changes afterwards', () => {
    const headers = toLazyHeaders(node());
    expect([...headers.keys()]).toEqual(['cookie', 'host', 'x-many']);
    headers.set('origin', 'https://app.example');
    headers.delete('cookie');
    expect(headers.get('origin')).toBe('https://app.example');
    expect(headers.has('cookie')).toBe(false);
    expect(Object.fromEntries(headers)).toEqual({ host: 'example.com', origin: 'https://app.example', 'x-many': 'one, two' });
  });

  it('can initialise a Fetch Request and Headers', () => {
    const request = new Request('http://localhost/', { headers: toLazyHeaders(node()) });
    expect(request.headers.get('x-many')).toBe('one, two');
    expect(new Headers(toLazyHeaders(node())).get('cookie')).toBe('a=1; b=2');
  });
});
