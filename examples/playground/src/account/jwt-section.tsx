import { useCallback, useEffect, useState } from 'react';
import { client } from '../auth-client.js';
import { Alert } from '../components/alert.js';
import { formatDateTime } from '../lib/format.js';
import { decodeJwt } from '../jwt/decode-jwt.js';
import { Section } from './section.js';

interface Issued {
  token: string;
  /** Whether the key that signed it is listed at /api/auth/jwks. */
  published: boolean;
}

const dateOf = (seconds: unknown): string => (typeof seconds === 'number' ? formatDateTime(new Date(seconds * 1000)) : '—');

/**
 * The JWT of the current session (`GET /api/auth/token`) and what it says:
 * what another service would receive as a bearer token and verify against the
 * app's public keys.
 */
export function JwtSection() {
  const [issued, setIssued] = useState<Issued | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async (): Promise<void> => {
    setError(null);
    const [answer, keys] = await Promise.all([client.token(), client.jwks()]);
    if (answer.error) return setError(answer.error.message);
    const kid = decodeJwt(answer.data.token)?.header.kid;
    setIssued({ token: answer.data.token, published: keys.data?.keys.some((key) => key.kid === kid) ?? false });
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const decoded = issued ? decodeJwt(issued.token) : null;
  return (
    <Section id="jwt" title="JSON Web Token" description="A short-lived token for this session, signed with the app's key. Other services verify it against /api/auth/jwks without calling back.">
      <Alert tone="error">{error}</Alert>
      {issued && decoded && (
        <>
          <p className="mail-text" data-testid="jwt">{issued.token}</p>
          <p className="list-meta">
            Signed with {String(decoded.header.alg)} by key <code>{String(decoded.header.kid)}</code>{' '}
            {issued.published ? <span className="badge badge-success">listed in the JWKS</span> : <span className="badge">not in the JWKS</span>} · issued {dateOf(decoded.claims.iat)} · expires {dateOf(decoded.claims.exp)}
          </p>
          <pre className="mail-text" aria-label="Token claims" data-testid="jwt-claims">{JSON.stringify(decoded.claims, null, 2)}</pre>
        </>
      )}
      <div>
        <button type="button" className="button button-secondary button-small" onClick={() => void load()}>
          Get a new token
        </button>
      </div>
    </Section>
  );
}
