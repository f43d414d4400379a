// The tables chat owns (SQL on them lives in chat alone; eslint-rules/table-borders.mjs): the
// assistant's index and lexicon, the owner's FAQ, conversations, questions and settings.
export const TABLES = [
  'assistant_passages',
  'assistant_lexicon',
  'assistant_faq',
  'assistant_conversations',
  'assistant_questions',
  'assistant_settings',
] as const;
