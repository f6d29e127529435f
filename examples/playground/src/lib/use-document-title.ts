import { useEffect } from 'react';

/** Sets the tab's title, so history entries and screen readers name the page. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Latchkey Playground`;
  }, [title]);
}
