/**
 * An answer before it becomes a Response. Data answers stay in this form until an
 * integration writes them, so node:http never pays for building and reading back
 * a Fetch Response; endpoints that build their own Response (redirects) keep it.
 */
export interface RawAnswer {
  status: number;
  headers: Headers;
  body: string | null;
}

export type Answer = RawAnswer | Response;

/** The Fetch Response for an answer. */
export function toFetchResponse(answer: Answer): Response {
  if (answer instanceof Response) return answer;
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}
