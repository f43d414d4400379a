import type { ReactNode } from 'react';

// The title block every page starts with: its <h1> is what the spec names the screen.
export function PageHeader({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <header className="page-header">
      <h1 className="page-title">{title}</h1>
      {lead && <div className="page-lead">{lead}</div>}
    </header>
  );
}
