import DOMPurify from 'dompurify';
import type { CSSProperties } from 'react';
import type { PageContentDto } from '../api';

// What the server accepts as a background: an uploaded image, an https address or a CSS gradient.
// Checked again here because the value goes into a style.
const IMAGE = /^(\/api\/uploads\/images\/[0-9a-f]{24}\.[a-z]{3,4}|https:\/\/[^\s"'()<>;{}\\]+)$/;
const GRADIENT = /^(linear|radial)-gradient\([#%.,\w\s()-]+\)$/;

export function backgroundStyle(content: string | undefined): CSSProperties | undefined {
  const value = content?.trim();
  if (!value) return undefined;
  if (GRADIENT.test(value)) return { background: value };
  if (IMAGE.test(value)) {
    return {
      backgroundImage: `url("${value}")`,
      backgroundSize: 'cover',
      backgroundPosition: 'center',
    };
  }
  return undefined;
}

export function section(entries: readonly PageContentDto[] | undefined, name: string): string | undefined {
  const content = entries?.find((entry) => entry.section === name)?.content.trim();
  return content || undefined;
}

// A saved section as text (e.g. a heading), whatever markup it was saved with.
export function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

// A saved section as HTML that is safe to insert (the server sanitises too).
export function safeHtml(html: string): string {
  return DOMPurify.sanitize(html);
}
