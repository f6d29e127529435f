import type { ReactNode } from 'react';

/** An error (announced at once) or a confirmation (announced politely); nothing when empty. */
export function Alert({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div className={`alert alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
