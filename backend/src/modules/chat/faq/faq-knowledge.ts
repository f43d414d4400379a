import { Injectable, type OnModuleInit } from '@nestjs/common';
import { KnowledgeRegistry } from '../../../core/knowledge/knowledge-registry';
import type { KnowledgePassage } from '../../../core/knowledge/knowledge-source';
import { FaqRepository } from './faq.repository';

export const FAQ_SOURCE = 'faq';

// the words of a question, as keywords a visitor's question may share with it
const wordsOf = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');

// The owner's FAQ as the assistant's facts: an entry a passage, its question the title, its answer
// the text, linked to the entry's link (or nowhere).
export const faqPassage = (entry: { id: number; question: string; answer: string; link: string | null }) =>
  ({
    key: `faq:${entry.id}`,
    title: entry.question,
    url: entry.link ?? '',
    text: entry.answer,
    keywords: wordsOf(entry.question),
  }) satisfies KnowledgePassage;

@Injectable()
export class FaqKnowledge implements OnModuleInit {
  constructor(
    private readonly registry: KnowledgeRegistry,
    private readonly faq: FaqRepository,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      name: FAQ_SOURCE,
      label: 'FAQ',
      tables: ['assistant_faq'],
      passages: async () => (await this.faq.list()).map(faqPassage),
    });
  }
}
