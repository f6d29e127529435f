/** One request the fake fetch saw. */
export interface SeenRequest {
  method: string;
  url: URL;
  path: string;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export type FakeAnswer = Response | Error | ((request: SeenRequest) => Response | Error | Promise<Response | Error>);

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A fetch for tests: answers from a queue or a function, records every request,
 * and throws an `Error` answer the way a failed network does.
 */
export function fakeFetch(answer: FakeAnswer = json(null)): typeof fetch & { requests: SeenRequest[] } {
  const requests: SeenRequest[] = [];
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    const request: SeenRequest = {
      method: init.method ?? 'GET',
      url,
      path: url.pathname.replace(/^\/api\/auth/, ''),
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
    };
    requests.push(request);
    const result = typeof answer === 'function' ? await answer(request) : answer;
    if (result instanceof Error) throw result;
    return result.clone();
  };
  return Object.assign(fake, { requests }) as typeof fetch & { requests: SeenRequest[] };
}
