import { plainText } from '../../core/text/plain-text';
import { slugify as slugifyText } from '../../core/text/slug';

// The spec's derivations of a post's slug and reading time.

const FALLBACK_SLUG = 'post';

// the spec's rule (core/text/slug), 'post' when the title has no letter or digit
export const slugify = (title: string): string => slugifyText(title, FALLBACK_SLUG);

// the client's slug only when it follows the rule; otherwise derived from the title
export function wantedSlug(title: string, slug?: string): string {
  return slug && slugify(slug) === slug ? slug : slugify(title);
}

const WORDS_PER_MINUTE = 200;

// word count / 200, rounded up (at least one minute)
export function readTimeMinutes(html: string): number {
  const words = plainText(html).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
