import { Card } from 'antd';
import type { ReactNode } from 'react';
import { useId } from 'react';

// One titled part of the Site tab, a region named by its heading.
export function SiteSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card
      className="site-section"
      role="region"
      aria-labelledby={headingId}
      title={
        <h2 id={headingId} className="site-section__title">
          {title}
        </h2>
      }
    >
      {children}
    </Card>
  );
}
