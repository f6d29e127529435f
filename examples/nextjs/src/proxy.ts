import { NextResponse, type NextRequest } from 'next/server';
import { getSession } from 'latchkey/next';
import { auth } from './lib/auth';

/**
 * Next's request interceptor (Next 16 runs it on Node.js): a signed-out visitor
 * of a protected page goes to /sign-in before the page renders. The session is
 * verified, not only looked for, since the proxy can reach the database.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const current = await getSession(auth, request.headers);
  if (current) return NextResponse.next();
  const signIn = new URL('/sign-in', request.url);
  return NextResponse.redirect(signIn);
}

export const config = { matcher: ['/dashboard/:path*'] };
