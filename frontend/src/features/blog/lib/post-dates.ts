import dayjs from 'dayjs';
import type { BlogPostDto } from '../../../api/generated';

// Spec section 9: 'MMMM dd, yyyy' on the list and 'MMM dd, yyyy' on a post (dayjs spells them so).
export const LIST_DATE_FORMAT = 'MMMM DD, YYYY';
export const DETAIL_DATE_FORMAT = 'MMM DD, YYYY';

// A post's date is when it went live; a queued post has only its creation date.
export function postDate(post: Pick<BlogPostDto, 'publishedAt' | 'createdAt'>): string {
  return post.publishedAt ?? post.createdAt;
}

export function formatDate(iso: string, format: string): string {
  return dayjs(iso).format(format);
}
