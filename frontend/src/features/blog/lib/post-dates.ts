import type { BlogPostDto } from '../../../api';
import { formatUtcDate } from '../../../lib/en-us';

// Spec section 9: 'MMMM dd, yyyy' on the list ("March 05, 2025") and 'MMM dd, yyyy' on a post
// ("Mar 05, 2025"). In UTC (lib/en-us.ts, no date library and no Intl on the public pages), so the
// server's rendering and the browser's hydration write the same date wherever the visitor is.
const MONTH = { 'MMMM dd, yyyy': 'long', 'MMM dd, yyyy': 'short' } as const;
export type DateFormat = keyof typeof MONTH;
export const LIST_DATE_FORMAT: DateFormat = 'MMMM dd, yyyy';
export const DETAIL_DATE_FORMAT: DateFormat = 'MMM dd, yyyy';

// A post's date is when it went live; a queued post has only its creation date.
export function postDate(post: Pick<BlogPostDto, 'publishedAt' | 'createdAt'>): string {
  return post.publishedAt ?? post.createdAt;
}

export function formatDate(iso: string, format: DateFormat): string {
  return formatUtcDate(iso, MONTH[format]);
}
