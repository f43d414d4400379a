import { plainText } from '@coach/shared';

const EXCERPT_LENGTH = 200;

// A post's summary when the export has none: the start of its text, cut at a word.
export function plainExcerpt(html: string): string {
  const text = plainText(html).replace(/\s+/g, ' ').trim();
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : EXCERPT_LENGTH)}…`;
}
