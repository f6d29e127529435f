import type { ReactNode } from 'react';

/** What an empty list means and what to do about it. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="empty-state">{children}</p>;
}
