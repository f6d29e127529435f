// What the passkey tests share: an instance with the plugin, a software
// authenticator, and the two ceremonies over HTTP.
import type { AuthOptions } from 'latchkey';
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { errorOf, PASSWORD, send, signUp, type Jar } from '../account-kit.js';
import { cookieJar, createTestAuth, request, TEST_BASE_URL } from '../test-instance.js';
import { passkey, type PasskeyOptions, type Passkey } from '@latchkey/passkey';
import { softAuthenticator, type CeremonyOptions, type SoftAuthenticator } from '../soft-authenticator.js';

/** A test instance with the plugin (RP ID `localhost`, origin `http://localhost:3000`). */
export function createPasskeyAuth(input: { passkey?: PasskeyOptions; auth?: Omit<AuthOptions, 'plugins'>; plugins?: AuthOptions['plugins'] } = {}) {
  return createTestAuth({ ...input.auth, plugins: [passkey(input.passkey), ...(input.plugins ?? [])] });
}

export type PasskeyAuth = ReturnType<typeof createPasskeyAuth>;

/** A new authenticator whose browser runs on the test instance's origin. */
export const newAuthenticator = (input: { backedUp?: boolean } = {}): SoftAuthenticator => softAuthenticator({ origin: TEST_BASE_URL, ...input });

/** The first half of registration: the options, and the authenticator's answer to them. */
export async function registrationResponse(auth: PasskeyAuth, jar: Jar, authenticator: SoftAuthenticator, ceremony: CeremonyOptions & { credential?: number } = {}): Promise<RegistrationResponseJSON> {
  const started = await send(auth, jar, '/passkey/generate-register-options', { method: 'POST' });
  if (started.status !== 200) throw new Error(`register options failed: ${started.status} ${await started.text()}`);
  return authenticator.create(await started.json(), ceremony);
}

/** Registers a passkey on the jar's session; answers the stored passkey. */
export async function registerPasskey(auth: PasskeyAuth, jar: Jar, authenticator: SoftAuthenticator, name?: string): Promise<Passkey> {
  const response = await registrationResponse(auth, jar, authenticator);
  const verified = await send(auth, jar, '/passkey/verify-registration', { body: { response, ...(name ? { name } : {}) } });
  if (verified.status !== 200) throw new Error(`registration failed: ${verified.status} ${await verified.text()}`);
  return verified.json() as Promise<Passkey>;
}

/** A user signed up (password) with one passkey. */
export async function userWithPasskey(auth: PasskeyAuth, email = 'ada@example.com') {
  const { jar, userId } = await signUp(auth, { email });
  const authenticator = newAuthenticator();
  const key = await registerPasskey(auth, jar, authenticator, 'Laptop');
  return { jar, userId, email, authenticator, key };
}

/** Starts a sign-in in a new (or the given) browser: the options and the jar holding the attempt cookie. */
export async function startSignIn(auth: PasskeyAuth, jar: Jar = cookieJar()): Promise<{ jar: Jar; options: PublicKeyCredentialRequestOptionsJSON }> {
  const started = await send(auth, jar, '/passkey/generate-authenticate-options', { method: 'POST' });
  if (started.status !== 200) throw new Error(`authenticate options failed: ${started.status} ${await started.text()}`);
  return { jar, options: (await started.json()) as PublicKeyCredentialRequestOptionsJSON };
}

/** Sends an assertion from a browser's jar. */
export function verifyAssertion(auth: PasskeyAuth, jar: Jar, response: AuthenticationResponseJSON): Promise<Response> {
  return send(auth, jar, '/passkey/verify-authentication', { body: { response } });
}

/** A whole discoverable sign-in; answers the response and the jar. */
export async function signInWithPasskey(auth: PasskeyAuth, authenticator: SoftAuthenticator, ceremony: CeremonyOptions & { counter?: number } = {}) {
  const { jar, options } = await startSignIn(auth);
  const response = await verifyAssertion(auth, jar, authenticator.get(options, ceremony));
  return { jar, response };
}

/** The user (or null) a jar's session is accepted as. */
export async function sessionUserId(auth: PasskeyAuth, jar: Jar): Promise<string | null> {
  const response = await auth.handler(request('/get-session', { cookie: jar.header() }));
  const body = (await response.json()) as { user: { id: string } } | null;
  return body?.user.id ?? null;
}

/** The stored passkey rows of a user. */
export async function passkeyRows(auth: PasskeyAuth, userId: string): Promise<Record<string, unknown>[]> {
  const ctx = await auth.$context;
  return ctx.db.findMany({ model: 'passkey', where: [{ field: 'userId', value: userId }] });
}

/** Removes the user's password (as for an account made with a passkey or a social provider only). */
export async function dropPassword(auth: PasskeyAuth, userId: string): Promise<void> {
  const ctx = await auth.$context;
  await ctx.db.deleteMany({ model: 'account', where: [{ field: 'userId', value: userId }] });
}

export { cookieJar, errorOf, PASSWORD, request, send, signUp, type Jar };
