import { plainText } from '@coach/shared';
import type { KnowledgePassage } from './knowledge-source';

// How the modules write their passages (knowledge-source.ts): plain sentences, short enough to
// quote whole. A long text is cut into pieces of at most MAX_PASSAGE characters, whole paragraphs
// (or sentences, or words) each, and a piece under MIN_PASSAGE takes the next paragraph in.
export const MAX_PASSAGE = 600;
export const MIN_PASSAGE = 300;

// the blocks a reader sees in stored HTML (paragraphs, list items, headings), as plain text (a tag
// is a word boundary to plainText: "<strong>Orders</strong>: …" would read "Orders : …")
export const paragraphsOf = (html: string): string[] =>
  plainText(html)
    .split('\n')
    .map((line) => line.replace(/\s+([,.;:!?)])/g, '$1').trim())
    .filter(Boolean);

// A text (or the sentences given) as pieces of at most `max` characters, whole paragraphs where
// they fit: paragraphs joined while the piece is under `min`, a long one cut between sentences.
export function piecesOf(paragraphs: readonly string[], max = MAX_PASSAGE, min = MIN_PASSAGE): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const part of paragraphs.flatMap((p) => fitted(p.trim(), max))) {
    if (!part) continue;
    if (piece && (piece.length >= min || piece.length + 1 + part.length > max)) {
      pieces.push(piece);
      piece = '';
    }
    piece = piece ? `${piece} ${part}` : part;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

// A section of stored HTML under its heading (null: what comes before the first heading).
export interface HtmlSection {
  heading: string | null;
  html: string;
}

// the HTML cut at its headings (h1 to h6), each section with its heading's text
export function sectionsOf(html: string): HtmlSection[] {
  const sections: HtmlSection[] = [];
  const heading = /<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/gi;
  let last = 0;
  let title: string | null = null;
  for (const match of html.matchAll(heading)) {
    sections.push({ heading: title, html: html.slice(last, match.index) });
    title = plainText(match[1]) || null;
    last = match.index + match[0].length;
  }
  sections.push({ heading: title, html: html.slice(last) });
  return sections.filter((s) => paragraphsOf(s.html).length || s.heading);
}

// One passage for each piece of the text, keyed `${key}#${n}` from `first` on.
export function passagesOf(
  base: Omit<KnowledgePassage, 'key' | 'text'>,
  key: string,
  paragraphs: readonly string[],
  first = 1,
): KnowledgePassage[] {
  return piecesOf(paragraphs).map((text, i) => ({ ...base, key: `${key}#${first + i}`, text }));
}

// "a", "a and b", "a, b and c"
export function listed(items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

// "1 lesson", "3 lessons"
export const counted = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

// 45 → "45 minutes", 120 → "2 hours", 90 → "1 hour 30 minutes", 2880 → "2 days"
export function minutesInWords(minutes: number): string {
  if (minutes > 0 && minutes % 1440 === 0) return counted(minutes / 1440, 'day');
  if (minutes < 60) return counted(minutes, 'minute');
  const hours = counted(Math.floor(minutes / 60), 'hour');
  return minutes % 60 ? `${hours} ${counted(minutes % 60, 'minute')}` : hours;
}

// "It costs $5." with a full stop, unless the sentence has its own end
export const sentence = (text: string) => (/[.!?]["”’)]?$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

// a paragraph cut to pieces of at most `max`: between sentences, else between words
function fitted(paragraph: string, max: number): string[] {
  if (paragraph.length <= max) return [paragraph];
  const sentences = paragraph.match(/[^.!?]+(?:[.!?]+["”’)]?|$)\s*/g) ?? [paragraph];
  const parts = sentences.length > 1 ? sentences : paragraph.split(/(?<=\s)/);
  const pieces: string[] = [];
  let piece = '';
  for (const part of parts.flatMap((s) => (s.length > max ? hardCut(s, max) : [s]))) {
    if (piece && piece.length + part.length > max) {
      pieces.push(piece.trim());
      piece = '';
    }
    piece += part;
  }
  if (piece.trim()) pieces.push(piece.trim());
  return pieces;
}

// a run without a sentence end or a space longer than `max` (a long address): cut where it must be
function hardCut(text: string, max: number): string[] {
  const words = text.split(/(?<=\s)/);
  if (words.length > 1) return words.flatMap((w) => (w.length > max ? hardCut(w, max) : [w]));
  const cuts: string[] = [];
  for (let i = 0; i < text.length; i += max) cuts.push(text.slice(i, i + max));
  return cuts;
}
