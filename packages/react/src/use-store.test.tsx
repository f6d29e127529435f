import { atom, onMount } from 'nanostores';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from './testing/render.js';
import { useStore } from './use-store.js';

describe('useStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders the value, follows changes and releases the store on unmount', async () => {
    const $count = atom(1);
    const events: string[] = [];
    onMount($count, () => {
      events.push('mount');
      return () => events.push('unmount');
    });
    const Count = () => <span>{useStore($count)}</span>;
    const view = await render(<Count />);
    expect(view.container.textContent).toBe('1');
    await act(async () => $count.set(2));
    expect(view.container.textContent).toBe('2');
    await view.unmount();
    await vi.advanceTimersByTimeAsync(1000);
    expect(events).toEqual(['mount', 'unmount']);
  });
});
