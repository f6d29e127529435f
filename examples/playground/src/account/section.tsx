import type { ReactNode } from 'react';

/** One panel of the account page, titled for screen-reader navigation. */
export function Section({ id, title, description, children, tone }: { id: string; title: string; description?: ReactNode; children: ReactNode; tone?: 'danger' }) {
  return (
    <section className={tone === 'danger' ? 'panel panel-danger' : 'panel'} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {description && <p className="panel-description">{description}</p>}
      {children}
    </section>
  );
}
