import type { BlogPostDto } from '../../../api';

// Spec section 9: 'MMMM dd, yyyy' on the list ("March 05, 2025") and 'MMM dd, yyyy' on a post
// ("Mar 05, 2025"). Written by Intl (no date library on the public pages), in UTC, so the server's
// rendering and the browser's hydration write the same date wherever the visitor is.
const month = (style: 'long' | 'short') =>
  new Intl.DateTimeFormat('en-US', { month: style, day: '2-digit', year: 'numeric', timeZone: 'UTC' });
const FORMATS = { 'MMMM dd, yyyy': month('long'), 'MMM dd, yyyy': month('short') };
export type DateFormat = keyof typeof FORMATS;
export const LIST_DATE_FORMAT: DateFormat = 'MMMM dd, yyyy';
export const DETAIL_DATE_FORMAT: DateFormat = 'MMM dd, yyyy';

// A post's date is when it went live; a queued post has only its creation date.
export function postDate(post: Pick<BlogPostDto, 'publishedAt' | 'createdAt'>): string {
  return post.publishedAt ?? post.createdAt;
}

export function formatDate(iso: string, format: DateFormat): string {
  return FORMATS[format].format(new Date(iso));
}
