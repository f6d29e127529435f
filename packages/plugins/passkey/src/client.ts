import { defineClientPlugin } from '@latchkey/client';
import type { ClientFetch, ClientResult, ClientStore } from '@latchkey/client';
import { startAuthentication, startRegistration, WebAuthnAbortService } from '@simplewebauthn/browser';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
// Types only: the browser bundle carries none of the server half.
import type { PasskeyPlugin } from './passkey.js';
import type { Passkey } from './passkey-record.js';
import { passkeyRoutes } from './routes.js';

export interface SignInWithPasskeyOptions {
  /**
   * Conditional UI: wait for the user to pick a passkey from the browser's
   * autofill (an input with `autocomplete="username webauthn"`), instead of
   * opening a dialog. Start it when the sign-in page loads.
   */
  autoFill?: boolean;
}

export interface AddPasskeyOptions {
  name?: string;
  authenticatorAttachment?: 'platform' | 'cross-platform';
}

type SignInAnswer = { token: string; user: { id: string; email: string; name: string } } | Record<string, unknown>;

const SESSION_CHANGES = ['/passkey/verify-authentication'];

/** What the browser's WebAuthn call threw, as a client error (`NotAllowedError` when the user cancelled). */
function ceremonyFailed(error: unknown): ClientResult<never> {
  const name = (error as { name?: string }).name ?? 'Error';
  return { data: null, error: { status: 0, code: `WEBAUTHN_${name.replace(/Error$/, '').toUpperCase() || 'ERROR'}`, message: (error as Error).message } };
}

function actions($fetch: ClientFetch, $store: ClientStore) {
  return {
    /** Signs in with a passkey: a dialog, or with `autoFill` the browser's autofill. */
    async signInWithPasskey(options: SignInWithPasskeyOptions = {}): Promise<ClientResult<SignInAnswer>> {
      const started = await $fetch<PublicKeyCredentialRequestOptionsJSON>('/passkey/generate-authenticate-options', { method: 'POST' });
      if (started.error) return started;
      let response;
      try {
        response = await startAuthentication({ optionsJSON: started.data, useBrowserAutofill: options.autoFill === true });
      } catch (error) {
        return ceremonyFailed(error);
      }
      const verified = await $fetch<SignInAnswer>('/passkey/verify-authentication', { method: 'POST', body: { response } });
      if (!verified.error) $store.notify();
      return verified;
    },
    /** Creates a passkey on this device and registers it for the signed-in user. */
    async addPasskey(options: AddPasskeyOptions = {}): Promise<ClientResult<Passkey>> {
      const body = options.authenticatorAttachment ? { authenticatorAttachment: options.authenticatorAttachment } : undefined;
      const started = await $fetch<PublicKeyCredentialCreationOptionsJSON>('/passkey/generate-register-options', { method: 'POST', body });
      if (started.error) return started;
      let response;
      try {
        response = await startRegistration({ optionsJSON: started.data });
      } catch (error) {
        return ceremonyFailed(error);
      }
      return $fetch<Passkey>('/passkey/verify-registration', { method: 'POST', body: { response, ...(options.name ? { name: options.name } : {}) } });
    },
    /** Stops a pending autofill sign-in, e.g. before opening the passkey dialog. */
    cancelPasskeyCeremony(): void {
      WebAuthnAbortService.cancelCeremony();
    },
  };
}

/**
 * The client half of the passkey plugin, on `@simplewebauthn/browser`:
 * `client.addPasskey({ name })`, `client.signInWithPasskey({ autoFill })`,
 * and the routes typed from the server (`client.passkey.listUserPasskeys()`,
 * `client.passkey.updatePasskey({ id, name })`, `client.passkey.deletePasskey({ id })`).
 *
 * @example
 * const client = createAuthClient<typeof auth>({ plugins: [passkeyClient()] });
 * useEffect(() => void client.signInWithPasskey({ autoFill: true }), []);
 */
export function passkeyClient() {
  return defineClientPlugin({
    id: 'passkey',
    $InferServerPlugin: {} as PasskeyPlugin,
    routes: passkeyRoutes,
    atomListeners: [{ matcher: (path: string) => SESSION_CHANGES.includes(path) }],
    getActions: actions,
  });
}

// A client typed from the server (`createAuthClient<typeof auth>({ plugins: [...] })`) finds this plugin's actions and atoms here.
declare module '@latchkey/client' {
  interface RegisteredClientPlugins {
    passkey: ReturnType<typeof passkeyClient>;
  }
}
