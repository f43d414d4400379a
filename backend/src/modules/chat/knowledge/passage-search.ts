import { Injectable } from '@nestjs/common';
import { KnowledgeRegistry } from '../../../core/knowledge/knowledge-registry';
import { type MatchedPassage, PassagesRepository } from './passages.repository';
import { QuestionTerms, type TermGroup } from './question-terms';

// A passage found for a question, with how much of the question it covers (0..1: the share of the
// question's words, each weighed by how rare it is among the passages, that the passage has).
export interface FoundPassage {
  source: string;
  label: string;
  key: string;
  title: string;
  url: string;
  body: string;
  coverage: number;
  score: number;
  // the question's word groups (1-based) it has
  matched: number[];
}

export interface Found {
  groups: TermGroup[];
  // the share of the question (by weight) in words no passage has
  unknown: number;
  passages: FoundPassage[];
  // the best passage covers enough of the question to answer it, and little of the question is
  // words the site never uses
  confident: boolean;
}

// the best passage must cover this much of the question (tuned on backend/bench/assistant-eval.json)
export const CONFIDENT_COVERAGE = 0.55;
// and no more than this of it may be words no passage has (what the site never speaks of: "Bitcoin")
export const UNKNOWN_AT_MOST = 0.25;
const CANDIDATES = 40;

const ADDRESSEE_BONUS = 0.1;

// whose things a question asks about: "my account" (the visitor's), "your e-mail" (the owner's)
type Addressee = 'owner' | 'visitor';
function addressee(question: string): Addressee | undefined {
  if (/\b(my|mine)\b/i.test(question)) return 'visitor';
  if (/\b(your|yours)\b/i.test(question)) return 'owner';
  return undefined;
}

// how rare a stem is among n passages (a stem no passage has counts as rarer than any)
const rarity = (n: number, ndoc: number | undefined) => Math.log(1 + n / Math.max(ndoc ?? 0, 0.5));

// Retrieval: the passages (every module's facts and the owner's FAQ, in assistant_passages) that
// PostgreSQL's full-text search finds for any of the question's words, scored by how much of the
// question each covers (rare words weigh more: "refund" says more than "policy") and whether its
// title or keywords have them (what it is about, not only what it mentions); the best first.
@Injectable()
export class PassageSearch {
  constructor(
    private readonly terms: QuestionTerms,
    private readonly passages: PassagesRepository,
    private readonly registry: KnowledgeRegistry,
  ) {}

  async find(question: string): Promise<Found> {
    return this.findFor(await this.terms.of(question), addressee(question));
  }

  async findFor(groups: TermGroup[], asksOf?: Addressee): Promise<Found> {
    if (!groups.length) return { groups, unknown: 0, passages: [], confident: false };
    const [{ passages: total, ndoc }, matches] = await Promise.all([
      this.passages.frequencies(groups.flatMap((g) => g.stems)),
      this.passages.matching(
        groups.map((g) => g.stems),
        CANDIDATES,
      ),
    ]);
    const seen = groups.map((g) => Math.max(0, ...g.stems.map((s) => ndoc.get(s) ?? 0)));
    const weights = seen.map((n) => rarity(total, n || undefined));
    const all = weights.reduce((a, b) => a + b, 0);
    const unknown = weights.reduce((sum, w, i) => sum + (seen[i] ? 0 : w), 0) / all;
    const share = (indexes: number[]) => indexes.reduce((sum, i) => sum + weights[i - 1], 0) / all;
    const passages = matches
      .map((m) => this.found(m, share(m.matched), share(m.in_head), asksOf))
      .sort((a, b) => b.score - a.score);
    const confident = (passages[0]?.coverage ?? 0) >= CONFIDENT_COVERAGE && unknown <= UNKNOWN_AT_MOST;
    return { groups, unknown, passages, confident };
  }

  private found(m: MatchedPassage, coverage: number, inHead: number, asksOf?: Addressee): FoundPassage {
    const source = this.registry.find(m.source);
    return {
      source: m.source,
      label: source?.label ?? m.source,
      key: m.key,
      title: m.title,
      url: m.url,
      body: m.body,
      coverage,
      matched: m.matched,
      // the title's and keywords' words say what a passage is about; the rank breaks ties
      // and whose things the question asks of ("your e-mail", "my e-mail") says which of equals
      score:
        coverage +
        0.25 * inHead +
        0.05 * Math.min(1, m.rank) +
        (asksOf && source?.tells === asksOf ? ADDRESSEE_BONUS : 0),
    };
  }
}
