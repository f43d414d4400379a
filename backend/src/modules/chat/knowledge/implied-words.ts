import type { KnowledgePassage } from '../../../core/knowledge/knowledge-source';

// What a passage answers without saying it: one that names an amount of money answers "how much",
// one that names a length of time ("60 minutes", "within 30 days") answers "how long". Their words join the passage's keywords, so
// "how much is the retreat?" finds the passage that says "$1,450" without the word "price".
const IMPLIED: { when: RegExp; words: string }[] = [
  { when: /[$€£]\s?\d|\b\d+(\.\d+)? ?(usd|eur|gbp|dollars?)\b/i, words: 'price cost' },
  {
    when: /\b(\d+|an?|one|two|three|four|five|six|seven|ten|fifteen|twenty|thirty|forty|fifty|sixty|ninety|half an?)[- ]((business|working) )?(minutes?|mins?|hours?|days?|weeks?|months?|years?)\b|\blasts?\b/i,
    words: 'long length duration valid expire',
  },
];

export function withImpliedWords(passage: KnowledgePassage): KnowledgePassage {
  const implied = IMPLIED.filter((i) => i.when.test(passage.text)).map((i) => i.words);
  if (!implied.length) return passage;
  return { ...passage, keywords: [passage.keywords ?? '', ...implied].join(' ').trim() };
}
