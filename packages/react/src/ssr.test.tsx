// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createAuthClient } from './index.js';

describe('server rendering', () => {
  it('renders the pending state without a window and without a request', () => {
    expect(typeof window).toBe('undefined');
    const fetch = vi.fn();
    const client = createAuthClient({ fetchOptions: { fetch } });
    function Status() {
      const { isPending, data } = client.useSession();
      return <p>{isPending ? 'loading' : String(data)}</p>;
    }
    expect(renderToString(<Status />)).toBe('<p>loading</p>');
    expect(fetch).not.toHaveBeenCalled();
  });
});
