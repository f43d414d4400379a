import type { GetLegalPageApiArg } from '../../api';
import { formatUtcDate } from '../../lib/en-us';

export type LegalSlug = GetLegalPageApiArg['slug'];

// The legal pages, in the footer's order; each is at /{slug}.
export const LEGAL_PAGES: readonly { slug: LegalSlug; path: string; label: string }[] = [
  { slug: 'privacy-policy', path: '/privacy-policy', label: 'Privacy Policy' },
  { slug: 'terms-of-service', path: '/terms-of-service', label: 'Terms of Service' },
  { slug: 'refund-policy', path: '/refund-policy', label: 'Refund Policy' },
];

export const legalPage = (slug: LegalSlug) => LEGAL_PAGES.find((page) => page.slug === slug)!;

// the API's own sentences, so the admin reads the same words before and after sending
export const TITLE_REQUIRED = 'Please give the page a title.';
export const CONTENT_REQUIRED = 'Please write the text of the page.';

// 'Last updated' in the blog list's format (spec: 'MMMM dd, yyyy'), in UTC like the blog's dates
export const formatLastUpdated = (iso: string) => formatUtcDate(iso, 'long');
