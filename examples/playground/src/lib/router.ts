import { useSyncExternalStore } from 'react';

// A router in the History API's own terms: the URL is the state, and a
// `navigate` call or the back button tells every subscriber to read it again.
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('popstate', notify);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
}

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * Goes to a path of this app without reloading the page.
 *
 * @example
 * navigate('/account');
 * navigate('/sign-in', { replace: true });
 */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.scrollTo(0, 0);
  notify();
}

/** The current path and query, re-rendering on every navigation. */
export function useLocation(): { pathname: string; search: URLSearchParams } {
  const href = useSyncExternalStore(subscribe, () => window.location.pathname + window.location.search);
  const url = new URL(href, 'http://x');
  return { pathname: url.pathname, search: url.searchParams };
}
