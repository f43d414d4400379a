import { plainText } from '../../core/text/plain-text';

// The spec's derivations of a post's slug and reading time.

// lowercased; characters other than letters, digits, spaces and hyphens removed; whitespace
// turned into hyphens; repeated hyphens collapsed
export function slugify(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return slug.slice(0, 200).replace(/-$/, '') || 'post';
}

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

// true when `slug` is what a post wanting `base` may carry: `base` itself or `base-N`
export function slugFits(slug: string, base: string): boolean {
  return slug === base || (slug.startsWith(`${base}-`) && /^\d{1,9}$/.test(slug.slice(base.length + 1)));
}
