import type { ReactNode } from 'react';
import '../auth.css';

// The card of the sign-in page, for the pages the account mails link to.
export function AuthCard({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <div className="container page auth-page">
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title" className="page-title">
          {title}
        </h1>
        {lead && <p className="auth-card__lead">{lead}</p>}
        {children}
      </section>
    </div>
  );
}
