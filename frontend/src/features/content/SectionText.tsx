import type { ReactNode } from 'react';
import { SafeHtml } from './SafeHtml';

// A page section: the admin's saved text (sanitised again here) when there is one, else the
// page's built-in text.
export function SectionText({
  saved,
  children,
  className,
}: {
  saved?: string;
  children: ReactNode;
  className?: string;
}) {
  if (!saved) return <>{children}</>;
  return <SafeHtml html={saved} className={className} />;
}
