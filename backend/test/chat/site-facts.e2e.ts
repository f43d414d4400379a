import { KnowledgeRegistry } from '../../src/core/knowledge/knowledge-registry';
import { KnowledgeIndex } from '../../src/modules/chat/knowledge/knowledge-index';
import { newClient, signedIn, type TestClient } from '../support/client';
import { createTestApp, type TestApp } from '../support/test-app';
import { ask } from './chat-helpers';

// The assistant over the site's own facts (every module's source, the owner's FAQ), end to end
// through POST /api/chat.
describe('the assistant answers from the site’s own facts', () => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedIn(t, 'admin');
    await t.app.get(KnowledgeIndex).caughtUp();
  });
  afterAll(() => t.close());

  it('ranks the refund policy first for refund questions, however they are put', async () => {
    const client = await newClient(t);
    for (const question of [
      'What is your refund policy?',
      'Can I get my money back?',
      'refnd polcy',
      'How do refunds work for courses?',
    ]) {
      const answer = await ask(client, question);
      expect({ question, answered: answer.answered, first: answer.sources[0]?.url }).toEqual({
        question,
        answered: true,
        first: '/refund-policy',
      });
    }
  });

  it('finds an FAQ entry the moment the owner saves it, and its edit the moment it is changed', async () => {
    const client = await newClient(t);
    const question = 'Do you run a retreat for founders in Portugal?';
    expect((await ask(client, question)).answered).toBe(false);
    const entry = await admin
      .post('/api/admin/assistant/faq', {
        question: 'Do you run a founders retreat in Portugal?',
        answer: 'Yes: the founders retreat in Portugal runs every May, near Lisbon.',
        link: '/contact',
      })
      .expect(201);
    const answered = await ask(client, question);
    expect(answered).toMatchObject({
      answered: true,
      sources: [{ title: 'Do you run a founders retreat in Portugal?', url: '/contact' }],
    });
    expect(answered.message).toContain('the founders retreat in Portugal runs every May, near Lisbon.');
    await admin
      .send('put', `/api/admin/assistant/faq/${entry.body.id}`, {
        question: 'Do you run a founders retreat in Portugal?',
        answer: 'The founders retreat in Portugal moved to September, near Porto.',
      })
      .expect(200);
    const edited = await ask(client, question);
    expect(edited.message).toContain('moved to September, near Porto.');
    expect(edited.message).not.toContain('every May');
    await admin.send('delete', `/api/admin/assistant/faq/${entry.body.id}`).expect(204);
    expect((await ask(client, question)).answered).toBe(false);
  });

  it('keeps every word of every source in its lexicon when the sources are read at once', async () => {
    const registry = t.app.get(KnowledgeRegistry);
    const index = t.app.get(KnowledgeIndex);
    const words = ['quokka', 'narwhal', 'axolotl', 'pangolin', 'okapi', 'capybara'];
    for (const word of words) {
      registry.register({
        name: `test-${word}`,
        label: 'Test fact',
        tables: [],
        passages: async () => [
          { key: word, title: `About the ${word}`, url: `/${word}`, text: `The ${word} is here.` },
        ],
      });
    }
    await Promise.all(words.map((word) => index.refresh(`test-${word}`)));
    const lexicon = await t.dataSource.query(`SELECT word FROM assistant_lexicon WHERE word = ANY($1)`, [words]);
    expect(lexicon.map((row: { word: string }) => row.word).sort()).toEqual([...words].sort());
    const [{ stale }] = await t.dataSource.query(
      `SELECT count(*)::int AS stale FROM ts_stat('SELECT search FROM assistant_passages') s
       FULL JOIN assistant_lexicon l ON l.word = s.word WHERE l.word IS NULL OR s.word IS NULL OR l.ndoc <> s.ndoc`,
    );
    expect(stale).toBe(0);
  });
});
