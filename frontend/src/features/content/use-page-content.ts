import { useGetPageContentQuery } from './api';
import type { Page } from './page-sections';

// The saved sections of one page as { section: content }; empty while loading or when none is set,
// so pages show their built-in text until the admin writes their own.
export function usePageContent(page: Page): Record<string, string> {
  const { data } = useGetPageContentQuery({ page });
  return Object.fromEntries((data ?? []).filter((s) => s.content.trim()).map((s) => [s.section, s.content]));
}

// A saved background is an uploaded image or https address (as an image), or a CSS gradient.
export function backgroundStyle(value: string | undefined): { background?: string } {
  if (!value) return {};
  if (/^(linear|radial)-gradient\(/.test(value)) return { background: value };
  return { background: `center / cover no-repeat url("${value.replace(/"/g, '')}")` };
}
