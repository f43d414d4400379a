import { Injectable } from '@nestjs/common';
import { PassagesRepository } from './passages.repository';

// Words visitors use for the same thing: a question with one of them finds passages with any.
const SYNONYMS: readonly string[][] = [
  ['refund', 'refunds', 'return', 'returns', 'reimburse', 'reimbursement', 'moneyback'],
  ['ship', 'shipping', 'delivery', 'deliver', 'postage'],
  ['price', 'cost', 'fee', 'charge', 'much', 'expensive', 'cheap'],
  ['long', 'length', 'duration', 'minutes', 'hours'],
  ['cancel', 'cancellation', 'cancelling', 'canceling', 'stop'],
  ['reset', 'forgot', 'forgotten', 'forget', 'recover', 'lost'],
  ['delete', 'remove', 'erase', 'close'],
  ['export', 'copy'],
  ['email', 'mail'],
  ['contact', 'touch', 'message', 'write'],
  ['phone', 'call', 'telephone'],
  ['booking', 'schedule', 'appointment', 'reserve'],
  ['session', 'consultation', 'meeting'],
  ['membership', 'member', 'members', 'subscription', 'tier', 'tiers'],
  ['course', 'courses', 'class', 'program', 'programme', 'lesson', 'lessons', 'module'],
  ['instalment', 'instalments', 'installment', 'installments', 'monthly'],
  ['free', 'preview', 'trial'],
  ['data', 'personal'],
  ['minimum', 'least', 'shortest'],
  ['buy', 'bought', 'purchase', 'purchased'],
  ['sign', 'register', 'signup'],
  ['paperback', 'physical', 'book', 'books', 'printed'],
  ['countries', 'country', 'abroad', 'international', 'internationally', 'worldwide', 'overseas'],
  ['bio', 'background', 'story', 'founder', 'biography'],
];

// Words of a question that say nothing of what is asked ("could you kindly tell me…"), left out
// so they count neither for nor against an answer.
const FILLER = new Set(
  (
    'hi hello hey dear please kindly tell know want wonder wondering like need question ask asking getting gets ' +
    'thanks thank help info information site website get got go make say let also really just ' +
    'maybe anything something someone somebody thing things way able possible exactly guys sir madam ok okay ' +
    'handle handles handled take takes taking behind far ' +
    'last week weeks still already yet ago today yesterday tomorrow recently'
  ).split(' '),
);

// A group of stems that stand for one word of the question: a passage has the word if it has any.
export interface TermGroup {
  word: string;
  stems: string[];
}

const SAFE = /^[\p{L}\p{N}]+$/u;
// a misspelt word is taken for the passages' nearest word only this similar (pg_trgm's 0..1), of
// about its length ("linkedin" is no misspelt "link"), and only a word this long ("appl" of "Apple
// Pay" is too short to tell from "apply")
const MISSPELT_AT_LEAST = 0.4;
const MISSPELT_LENGTHS_WITHIN = 2;
const MISSPELT_FROM_LENGTH = 5;

// The question as the search sees it: one group per meaningful word, its stem (as PostgreSQL's
// english configuration stems it), the stems of its synonyms, and, for a word no passage has, the
// passages' nearest word by trigram similarity (a misspelling: "refnd" is "refund").
@Injectable()
export class QuestionTerms {
  private synonymStems?: Promise<Map<string, string[]>>;

  constructor(private readonly passages: PassagesRepository) {}

  async of(question: string): Promise<TermGroup[]> {
    const seen = new Set<string>();
    const words = (await this.passages.stems(question)).filter(
      ({ word, stem }) => !FILLER.has(word) && SAFE.test(stem) && stem.length > 1 && !seen.has(stem) && seen.add(stem),
    );
    if (!words.length) return [];
    const synonyms = await this.synonyms();
    // a word whose synonym came before it is the same word ("how much does it cost")
    const groups: TermGroup[] = [];
    for (const { word, stem } of words) {
      if (!groups.some((g) => g.stems.includes(stem)))
        groups.push({ word, stems: [stem, ...(synonyms.get(stem) ?? [])] });
    }
    const known = (await this.passages.frequencies(groups.flatMap((g) => g.stems))).ndoc;
    const unknown = groups.filter(
      (g) => !g.stems.some((s) => known.has(s)) && g.stems[0].length >= MISSPELT_FROM_LENGTH,
    );
    if (unknown.length) {
      const nearest = await this.passages.nearestWords(
        unknown.map((g) => g.stems[0]),
        MISSPELT_AT_LEAST,
        MISSPELT_LENGTHS_WITHIN,
      );
      for (const g of unknown) {
        const word = nearest.get(g.stems[0]);
        if (word) g.stems.push(word, ...(synonyms.get(word) ?? []));
      }
    }
    return groups.map((g) => ({ word: g.word, stems: [...new Set(g.stems)] }));
  }

  // every synonym's stem, with the stems of the words it stands with (read once per process)
  private synonyms(): Promise<Map<string, string[]>> {
    this.synonymStems ??= (async () => {
      const map = new Map<string, string[]>();
      for (const group of SYNONYMS) {
        const stems = [...new Set((await this.passages.stems(group.join(' '))).map((s) => s.stem))].filter((s) =>
          SAFE.test(s),
        );
        for (const stem of stems) map.set(stem, [...new Set([...(map.get(stem) ?? []), ...stems])]);
      }
      return map;
    })();
    return this.synonymStems;
  }
}
