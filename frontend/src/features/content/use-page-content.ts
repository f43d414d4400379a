import { plainText as textOf } from '@coach/shared';
import type { CSSProperties } from 'react';
import { useGetPageContentQuery } from './api';
import type { Page } from './page-sections';

// The saved sections of one page as { section: content }; empty while loading or when none is set,
// so pages show their built-in text until the admin writes their own.
export function usePageContent(page: Page): Record<string, string> {
  const { data } = useGetPageContentQuery({ page });
  return Object.fromEntries((data ?? []).filter((s) => s.content.trim()).map((s) => [s.section, s.content]));
}

// What the server accepts as a background: an uploaded image, an https address or a CSS gradient.
// Checked again here because the value goes into a style; anything else is no background.
const IMAGE = /^(\/api\/uploads\/(images|site)\/[0-9a-f]{24}\.[a-z0-9]{2,5}|https:\/\/[^\s"'()<>;{}\\]+)$/;
const GRADIENT = /^(linear|radial)-gradient\([#%.,\w\s()-]+\)$/;

export function backgroundStyle(saved: string | undefined): CSSProperties | undefined {
  const value = saved?.trim();
  if (!value) return undefined;
  if (GRADIENT.test(value)) return { background: value };
  if (IMAGE.test(value)) {
    return { backgroundImage: `url("${value}")`, backgroundSize: 'cover', backgroundPosition: 'center' };
  }
  return undefined;
}

// A saved section as plain text on one line (e.g. for a heading), whatever markup it was saved
// with; no DOM, so the server's rendering writes the same text.
export function plainText(html: string): string {
  return textOf(html).replace(/\s+/g, ' ').trim();
}
