import { describe, expect, it } from 'vitest';
import { AnswerHeaders } from './answer-headers.js';

type Step = [method: 'append' | 'set' | 'delete', name: string, value?: string];

/** Runs the same writes on undici's Headers and on AnswerHeaders, and compares every way of reading them. */
function both(steps: Step[]): { fetch: Headers; answer: AnswerHeaders } {
  const fetch = new Headers();
  const answer = new AnswerHeaders();
  for (const [method, name, value] of steps) {
    if (method === 'delete') {
      fetch.delete(name);
      answer.delete(name);
    } else {
      fetch[method](name, value!);
      answer[method](name, value!);
    }
  }
  return { fetch, answer };
}

function readAll(headers: Headers, names: string[]) {
  const forEach: string[][] = [];
  headers.forEach((value, name) => forEach.push([name, value]));
  return {
    entries: [...headers],
    keys: [...headers.keys()],
    values: [...headers.values()],
    forEach,
    cookies: headers.getSetCookie(),
    get: names.map((name) => headers.get(name)),
    has: names.map((name) => headers.has(name)),
  };
}

describe('AnswerHeaders', () => {
  const cases: Record<string, Step[]> = {
    'set, append and repeated names': [
      ['set', 'Content-Type', 'application/json'],
      ['append', 'Vary', 'Origin'],
      ['append', 'vary', 'Cookie'],
      ['set', 'X-B', 'b'],
      ['set', 'x-a', 'a'],
    ],
    'set-cookie lines stay apart and set replaces them all': [
      ['append', 'Set-Cookie', 'a=1; Path=/'],
      ['append', 'set-cookie', 'b=2, c; Path=/'],
      ['append', 'Cache-Control', 'no-store'],
      ['set', 'set-cookie', 'd=4'],
      ['append', 'set-cookie', 'e=5'],
    ],
    'values are trimmed and deletes remove every value': [
      ['set', 'location', '  /next \t'],
      ['append', 'x-list', 'one'],
      ['append', 'x-list', ''],
      ['delete', 'X-List'],
      ['append', 'set-cookie', 'a=1'],
      ['delete', 'Set-Cookie'],
    ],
  };
  for (const [name, steps] of Object.entries(cases)) {
    it(`reads like Fetch Headers: ${name}`, () => {
      const { fetch, answer } = both(steps);
      const names = ['content-type', 'VARY', 'x-a', 'set-cookie', 'location', 'x-list', 'missing'];
      expect(readAll(answer, names)).toEqual(readAll(fetch, names));
    });
  }

  it('refuses a header injection in a value and a name that is not a token, as Fetch does', () => {
    const headers = new AnswerHeaders();
    for (const value of ['a\r\nSet-Cookie: admin=1', 'a\nb', 'a\0b']) {
      expect(() => headers.set('location', value)).toThrow(TypeError);
      expect(() => new Headers().set('location', value)).toThrow(TypeError);
      expect(() => headers.append('set-cookie', value)).toThrow(TypeError);
    }
    for (const name of ['', 'bad name', 'x:y', 'é', 'a\r\nb']) {
      expect(() => headers.set(name, 'v')).toThrow(TypeError);
      expect(() => new Headers().set(name, 'v')).toThrow(TypeError);
    }
    expect([...headers]).toEqual([]);
  });

  it('is a Headers that Fetch takes as it is', async () => {
    const headers = new AnswerHeaders([['x-one', '1']]);
    headers.append('set-cookie', 'a=1');
    headers.append('set-cookie', 'b=2');
    expect(headers).toBeInstanceOf(Headers);
    expect(Object.prototype.toString.call(headers)).toBe('[object Headers]');
    const response = new Response('ok', { headers });
    expect(response.headers.get('x-one')).toBe('1');
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(new Headers(headers).getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await response.text()).toBe('ok');
  });

  it('gives the lines to send without sorting, each Set-Cookie apart', () => {
    const headers = new AnswerHeaders();
    headers.set('x-b', 'b');
    headers.append('set-cookie', 'a=1');
    headers.set('content-type', 'application/json');
    headers.append('set-cookie', 'b=2');
    expect(headers.lines()).toEqual(['x-b', 'b', 'content-type', 'application/json', 'set-cookie', 'a=1', 'set-cookie', 'b=2']);
  });
});
