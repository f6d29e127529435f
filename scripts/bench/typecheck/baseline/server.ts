// The same shape of app without an auth library: a typed fetch handler and a typed API call.
export interface User {
  id: string;
  email: string;
  name: string;
  locale: string | null;
}

export async function handler(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === '/api/me') return Response.json({ id: '1', email: 'ada@example.com', name: 'Ada', locale: null } satisfies User);
  return new Response(null, { status: 404 });
}
