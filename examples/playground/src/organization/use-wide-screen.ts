import { useSyncExternalStore } from 'react';

const QUERY = '(min-width: 720px)';

/** Whether the window is wide enough for the header's extra controls; a phone keeps the header to its essentials. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(QUERY);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
}
