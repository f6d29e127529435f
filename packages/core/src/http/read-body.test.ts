import { describe, expect, it } from 'vitest';
import { readBody } from './read-body.js';

const form = (text: string): Request =>
  new Request('https://app.example.com/api/auth/x', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: text });

describe('readBody', () => {
  it('reads a form body as its fields', async () => {
    expect(await readBody(form('a=1&b=two+words'), { accepts: ['form'], maxBytes: 1000 })).toEqual({ a: '1', b: 'two words' });
  });

  it('keeps every value of a repeated form field, so no single value silently wins', async () => {
    expect(await readBody(form('a=1&a=2&b=3'), { accepts: ['form'], maxBytes: 1000 })).toEqual({ a: ['1', '2'], b: '3' });
  });

  it('keeps a repeated field named __proto__ a field of its own, not the object\'s prototype (prototype pollution)', async () => {
    const body = (await readBody(form('__proto__=a&__proto__=b&c=1'), { accepts: ['form'], maxBytes: 1000 })) as Record<string, unknown>;
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    expect(Object.hasOwn(body, '__proto__')).toBe(true);
    expect(body.c).toBe('1');
  });

  it('refuses a form body where the endpoint takes JSON only', async () => {
    await expect(readBody(form('a=1'), { accepts: ['json'], maxBytes: 1000 })).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});
