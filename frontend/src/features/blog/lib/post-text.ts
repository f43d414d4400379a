import { editorText } from '../../content';

// The spec's derivations of a post's slug and reading time (section 5), as the server does them:
// the server recomputes both and only keeps a client slug that follows this rule.

export const WORDS_PER_MINUTE = 200;

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

export function wordCount(html: string): number {
  return editorText(html).split(/\s+/).filter(Boolean).length;
}

// word count / 200, rounded up (at least one minute)
export function readTimeMinutes(html: string): number {
  return Math.max(1, Math.ceil(wordCount(html) / WORDS_PER_MINUTE));
}

// An editor that was typed in and emptied still holds "<p><br></p>": that is no content.
export function isBlankHtml(html: string): boolean {
  return editorText(html) === '' && !/<img\b/i.test(html);
}
