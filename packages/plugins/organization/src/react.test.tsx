import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createAuthClient } from '@latchkey/client';
import { handlerFetch } from '@latchkey/test-utils/handler-fetch';
import { TEST_BASE_URL } from '@latchkey/test-utils/test-instance';
import { organizationClient } from './client.js';
import { createOrganizationAuth, PASSWORD, user } from '@latchkey/test-utils/plugin-instances/organization';
import { useActiveMember, useActiveOrganization, useListOrganizations } from './react.js';

// A DOM for React alone: a happy-dom environment would also replace fetch's Request and Response, which drop Set-Cookie as browsers do.
const dom = new Window();
Object.assign(globalThis, { window: dom, document: dom.document });

describe('React hooks', () => {
  it('useActiveOrganization, useActiveMember and useListOrganizations follow the atoms', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const auth = createOrganizationAuth();
    await user(auth, 'ada@example.com');
    const client = createAuthClient<typeof auth, [ReturnType<typeof organizationClient>]>({
      baseURL: TEST_BASE_URL,
      plugins: [organizationClient()],
      fetchOptions: { fetch: handlerFetch(auth).fetch },
    });
    await client.signIn.email({ email: 'ada@example.com', password: PASSWORD });
    function View() {
      const organization = useActiveOrganization(client);
      const member = useActiveMember(client);
      const list = useListOrganizations(client);
      return <p>{`${organization.data?.name ?? 'none'}|${member.data?.role ?? '-'}|${list.data?.length ?? 0}`}</p>;
    }
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () => root.render(<View />));
    await expect.poll(async () => {
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      return host.textContent;
    }).toBe('none|-|0');
    await act(async () => {
      await client.organization.create({ name: 'Acme', slug: 'acme' });
    });
    // The atoms refetch after the call; let React render what they load.
    await expect.poll(async () => {
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      return host.textContent;
    }).toBe('Acme|owner|1');
    await act(async () => root.unmount());
  });
});
