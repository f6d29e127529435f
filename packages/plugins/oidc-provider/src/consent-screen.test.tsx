import { Window } from 'happy-dom';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { createAuthClient } from '@latchkey/client';
import { handlerFetch } from '@latchkey/test-utils/handler-fetch';
import { TEST_BASE_URL } from '@latchkey/test-utils/test-instance';
import { oidcProviderClient } from './client.js';
import { ConsentScreen } from './consent-screen.js';
import { authorizationParams, createProviderAuth, ISSUER, locationOf, registerTestClient } from '@latchkey/test-utils/plugin-instances/oidc-provider';

// A DOM for React alone: a happy-dom environment would also replace fetch's Request and Response, which drop Set-Cookie as browsers do.
const dom = new Window();
Object.assign(globalThis, { window: dom, document: dom.document });
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function pendingConsent() {
  const auth = createProviderAuth({ provider: { scopes: { 'notes:read': { description: 'Read your notes' } } } });
  const rp = await registerTestClient(auth, { name: 'Notes app' });
  const { fetch, jar } = handlerFetch(auth);
  const client = createAuthClient<typeof auth, [ReturnType<typeof oidcProviderClient>]>({ baseURL: TEST_BASE_URL, plugins: [oidcProviderClient()], fetchOptions: { fetch } });
  await client.signUp.email({ name: 'Ada', email: 'ada@example.com', password: 'correct horse battery' });
  const query = new URLSearchParams(authorizationParams(rp, { scope: 'openid notes:read' }).params).toString();
  const toConsent = locationOf(await auth.handler(new Request(`${ISSUER}/oauth2/authorize?${query}`, { headers: { cookie: jar.header() } })));
  return { client, consentCode: toConsent.searchParams.get('consent_code') ?? '' };
}

async function render(element: Parameters<ReturnType<typeof createRoot>['render']>[0]): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  await act(async () => createRoot(container).render(element));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  return container;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('ConsentScreen', () => {
  it('names the app and what it asks for; Allow navigates back to the app with a code', async () => {
    const { client, consentCode } = await pendingConsent();
    const visited: string[] = [];
    const container = await render(<ConsentScreen client={client} consentCode={consentCode} navigate={(url) => visited.push(url)} />);
    expect(container.querySelector('h1')?.textContent).toBe('Notes app would like to');
    expect(container.querySelector('[data-consent="return"]')?.textContent).toBe('Then you return to https://rp.example.com');
    expect([...container.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['Sign you in with your account', 'Read your notes']);
    const [allow] = container.querySelectorAll('button');
    await act(async () => allow?.click());
    await settle();
    expect(new URL(visited[0] ?? '').searchParams.get('code')).toBeTruthy();
  });

  it('Deny navigates back with access_denied; an unknown code shows the error', async () => {
    const { client, consentCode } = await pendingConsent();
    const visited: string[] = [];
    const container = await render(<ConsentScreen client={client} consentCode={consentCode} navigate={(url) => visited.push(url)} />);
    await act(async () => container.querySelectorAll('button')[1]?.click());
    await settle();
    expect(new URL(visited[0] ?? '').searchParams.get('error')).toBe('access_denied');
    const unknown = await render(<ConsentScreen client={client} consentCode="nope" navigate={(url) => visited.push(url)} />);
    expect(unknown.querySelector('[role="alert"]')?.textContent).toMatch(/consent request/);
  });
});
