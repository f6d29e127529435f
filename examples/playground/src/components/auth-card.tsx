import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title.js';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
}

/** The centred card every signed-out page is drawn in. */
export function AuthCard({ title, description, footer, children }: AuthCardProps) {
  useDocumentTitle(title);
  return (
    <section className="auth-card" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {description && <p className="lead">{description}</p>}
      {children}
      {footer && <div className="auth-card-footer">{footer}</div>}
    </section>
  );
}
