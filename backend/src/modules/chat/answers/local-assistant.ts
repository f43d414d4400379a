import { Injectable } from '@nestjs/common';
import { PassagesRepository } from '../knowledge/passages.repository';
import { CONFIDENT_COVERAGE, type Found, type FoundPassage } from '../knowledge/passage-search';
import type { Answer, Assistant, ChatTurn } from './assistant';
import { sourcesLine } from './replies';

// a passage this long is quoted whole; a longer one by its sentences that answer
const QUOTE_WHOLE_CHARS = 400;
const QUOTE_CHARS = 420;
// a second passage is added when it scores almost as well (chosen(), below)
const SECOND_WITHIN = 0.2;
const SIBLING_WITHIN = 0.3;
const MAX_SIBLINGS = 3;

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9“"(])/)
    .map((s) => s.trim())
    .filter(Boolean);

// The assistant used without a Gemini key: it answers with the site's own words, the passages
// that answer the question best (one, or two of different pages when both do), quoted, never
// rephrased, so every price, date and length in the answer is the data's; then their links.
@Injectable()
export class LocalAssistant implements Assistant {
  constructor(private readonly passages: PassagesRepository) {}

  async reply(_history: ChatTurn[], _question: string, found: Found): Promise<Answer> {
    const used = chosen(found);
    const quotes = await Promise.all(used.map((p) => this.quote([p, ...siblings(p, found)], found)));
    return { text: [...quotes, sourcesLine(used)].filter(Boolean).join('\n\n'), answered: true, used };
  }

  // the passage, or of a long one (or of it and its siblings) the sentences with the most of the
  // question's words, in order
  private async quote(passages: FoundPassage[], found: Found): Promise<string> {
    if (passages.length === 1 && passages[0].body.length <= QUOTE_WHOLE_CHARS) return passages[0].body;
    const sentences = passages.flatMap((p) => sentencesOf(p.body));
    const matches = await this.passages.sentenceMatches(
      sentences,
      found.groups.map((g) => g.stems),
    );
    const best = sentences
      .map((text, i) => ({ text, i, hits: matches[i].length }))
      .filter((s) => s.hits > 0)
      .sort((a, b) => b.hits - a.hits || a.i - b.i);
    const kept: typeof best = [];
    let length = 0;
    for (const s of best) {
      if (kept.length && length + s.text.length > QUOTE_CHARS) break;
      kept.push(s);
      length += s.text.length;
    }
    if (!kept.length) return sentences.slice(0, 2).join(' ');
    return kept
      .sort((a, b) => a.i - b.i)
      .map((s) => s.text)
      .join(' ');
  }
}

// the other pieces of the passage's page that answer as well (a page's facts come in pieces: its
// e-mail address in one, how to write in another), quoted with it by their best sentences
function siblings(p: FoundPassage, found: Found): FoundPassage[] {
  return found.passages
    .filter((o) => o !== p && o.url === p.url && o.source === p.source && o.coverage >= p.coverage - SIBLING_WITHIN)
    .slice(0, MAX_SIBLINGS);
}

// the best passage, and the next one of another page (and title: not the same thing told twice,
// as a tier by its product and by its membership) when it answers as well from another source (a
// course's price and its outline) or nearly as well and adds a word of the question
export function chosen(found: Found): FoundPassage[] {
  const [best, ...rest] = found.passages;
  const second = rest.find(
    (p) =>
      p.url !== best.url &&
      p.title !== best.title &&
      p.coverage >= CONFIDENT_COVERAGE &&
      p.score >= best.score - SECOND_WITHIN &&
      ((p.source !== best.source && p.coverage >= best.coverage) ||
        p.matched.some((group) => !best.matched.includes(group))),
  );
  return second ? [best, second] : [best];
}
