/**
 * Calls `onVisible` whenever the page becomes visible again (tab switch, window
 * focus after minimising). Outside a browser it does nothing.
 *
 * @example
 * const stop = listenVisibility(() => refetch());
 */
export function listenVisibility(onVisible: () => void): () => void {
  if (typeof document === 'undefined') return () => {};
  const handler = (): void => {
    if (document.visibilityState === 'visible') onVisible();
  };
  document.addEventListener('visibilitychange', handler);
  return () => document.removeEventListener('visibilitychange', handler);
}
