import type { KnowledgePassage } from '../../src/core/knowledge/knowledge-source';
import { KnowledgeRegistry } from '../../src/core/knowledge/knowledge-registry';
import { KnowledgeIndex } from '../../src/modules/chat/knowledge/knowledge-index';
import type { TestClient } from '../support/client';
import type { TestApp } from '../support/test-app';

export interface ChatAnswer {
  message: string;
  answered: boolean;
  conversationId: string;
  sources: { title: string; url: string }[];
  conversationHistory: { role: string; content: string }[];
}

// Facts of an imaginary module, registered as a module registers its own (words no other source
// of the site uses, so what they answer is theirs alone), and in the index once this resolves.
export const TEST_FACTS: KnowledgePassage[] = [
  {
    key: 'retreat',
    title: 'The Zephyr Retreat',
    url: '/zephyr-retreat',
    text: 'The Zephyr Retreat is a three-day retreat in Lisbon for $1,450. It lasts 3 days, from Friday to Sunday.',
    keywords: 'retreat event long length duration days',
  },
  {
    key: 'retreat-refunds',
    title: 'Zephyr Retreat refunds',
    url: '/zephyr-retreat#refunds',
    text: 'A Zephyr Retreat place is refunded in full up to 60 days before it starts, and half of it up to 30 days before.',
    keywords: 'refund return money back cancel',
  },
  {
    key: 'quill-journal',
    title: 'The Quill Journal',
    url: '/products/quill-journal',
    text:
      'The Quill Journal is a paperback planner for $32. It ships to the United States, Canada and Mexico. ' +
      'Each page has a morning prompt. Each evening page has three questions. The cover is linen. ' +
      'It is printed on recycled paper. A ribbon marks the page. Every copy is signed by the author. ' +
      'The journal is A5 and has 240 pages. Buyers get the printable version as a download too. ' +
      'The author wrote it over two winters in a cabin by the sea, and tested every prompt with her clients.',
    keywords: 'book planner paperback',
  },
];

// registers a source as a module would (once per app) and resolves once it is in the index
export async function registerFacts(
  t: TestApp,
  name: string,
  passages: () => Promise<KnowledgePassage[]>,
  tables: string[] = [],
): Promise<KnowledgeIndex> {
  const registry = t.app.get(KnowledgeRegistry);
  if (!registry.find(name)) registry.register({ name, label: 'Test fact', tables, passages });
  const index = t.app.get(KnowledgeIndex);
  await index.refresh(name);
  return index;
}

export const registerTestFacts = (t: TestApp) => registerFacts(t, 'test-facts', async () => TEST_FACTS);

export async function ask(
  client: TestClient,
  message: string,
  previous?: Pick<ChatAnswer, 'conversationHistory' | 'conversationId'>,
): Promise<ChatAnswer> {
  const context = previous && {
    conversationHistory: previous.conversationHistory,
    conversationId: previous.conversationId,
  };
  return (await client.post('/api/chat', { message, ...context }).expect(200)).body as ChatAnswer;
}
