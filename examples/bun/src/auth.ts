import { createAuth } from 'latchkey';

const env = process.env;

/**
 * The app's auth instance. `LATCHKEY_URL` and `LATCHKEY_SECRET` set the public URL
 * and the secret; `DATABASE_URL` the database (default `sqlite:./example.db`, which
 * Latchkey opens with Bun's built-in `bun:sqlite`). `OIDC_ISSUER`,
 * `OIDC_CLIENT_ID` and `OIDC_CLIENT_SECRET` add an OpenID Connect sign-in.
 */
export const auth = createAuth({
  appName: 'Latchkey Bun example',
  database: env.DATABASE_URL ?? 'sqlite:./example.db',
  // Creates missing tables at start, which suits a demo; production runs `npx latchkey migrate` when deploying.
  schemaCheck: env.NODE_ENV === 'production' ? 'error' : 'migrate',
  emailAndPassword: { enabled: true },
  socialProviders: {
    genericOIDC: env.OIDC_ISSUER
      ? [
          {
            id: 'sso',
            name: 'Single sign-on',
            issuer: env.OIDC_ISSUER,
            clientId: env.OIDC_CLIENT_ID ?? '',
            clientSecret: env.OIDC_CLIENT_SECRET ?? '',
            // For an identity server on your own network (or on loopback while developing).
            allowPrivateNetwork: env.OIDC_PRIVATE_NETWORK === 'true',
          },
        ]
      : [],
  },
});
