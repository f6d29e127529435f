import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

const COOKIE = 'second_app_session';
// A demo keeps its sessions in memory; the oldest go first past this many.
const MAX_SESSIONS = 1_000;

/** What the second app remembers of one browser. */
export interface SecondAppSession {
  /** Between the sign-in button and the callback. */
  pending?: { state: string; nonce: string; verifier: string };
  signedIn?: { claims: Record<string, unknown>; userinfo: Record<string, unknown>; idToken: string; accessToken: string; refreshToken: string | undefined; refreshedAt?: Date };
  /** A one-time line for the next page. */
  flash?: { tone: 'info' | 'error'; text: string };
  /** The `state` sent with the sign-out, to recognise the way back. */
  signOutState?: string;
}

/**
 * The second app's own sessions: a random id in an HttpOnly, SameSite=Lax
 * cookie, the tokens on the server (never in the browser).
 *
 * @example
 * const sessions = createSecondAppSessions();
 * const session = sessions.of(req, res);
 */
export function createSecondAppSessions(): { of(req: IncomingMessage, res: ServerResponse): SecondAppSession } {
  const sessions = new Map<string, SecondAppSession>();
  return {
    of(req, res) {
      const id = cookieOf(req, COOKIE);
      const found = id ? sessions.get(id) : undefined;
      if (found) return found;
      const fresh: SecondAppSession = {};
      const newId = randomBytes(32).toString('base64url');
      sessions.set(newId, fresh);
      if (sessions.size > MAX_SESSIONS) sessions.delete(sessions.keys().next().value as string);
      res.setHeader('set-cookie', `${COOKIE}=${newId}; Path=/; HttpOnly; SameSite=Lax`);
      return fresh;
    },
  };
}

function cookieOf(req: IncomingMessage, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}
