import type { ReactNode } from 'react';
import { useId } from 'react';

interface AdminSectionProps {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
}

// A card of the blog admin; its heading names the region.
export function AdminSection({ title, extra, children, className = '' }: AdminSectionProps) {
  const id = useId();
  return (
    <section className={`blog-admin-card ${className}`} aria-labelledby={id}>
      <header className="blog-admin-card__header">
        <h2 id={id} className="blog-admin-card__title">
          {title}
        </h2>
        {extra}
      </header>
      {children}
    </section>
  );
}
