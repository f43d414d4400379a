import { KnowledgeIndex } from '../../src/modules/chat/knowledge/knowledge-index';
import { MEMBERS_BODY, type MembersSite, membersSuite, TIER_BODY } from './members-helpers';

// The assistant answers anybody: its index has a members-only post's title and excerpt, never its
// body, so no answer can give the body away, whoever asks.
describe('the assistant and members-only posts', () => {
  const suite = membersSuite();
  let site: MembersSite;
  beforeAll(async () => {
    site = suite.site;
    await suite.t.app.get(KnowledgeIndex).caughtUp();
  });

  it('indexes a members-only post by its title and excerpt, never by its body', async () => {
    const passages = await suite.t.dataSource.query('SELECT title, url, body, keywords FROM assistant_passages');
    expect(passages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'The Two Chairs', url: `/blog/${site.tierPost.slug}` }),
      ]),
    );
    const indexed = JSON.stringify(passages);
    for (const body of [MEMBERS_BODY, TIER_BODY]) expect(indexed).not.toContain(body);
  });

  it('answers a question about a members-only post with its link, and nothing of its body, whoever asks', async () => {
    for (const client of [site.visitor, site.innerMember.client]) {
      const res = await client.post('/api/chat', {
        message: 'Tell me about the two chairs ladder of hard conversations',
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toContain(`(/blog/${site.tierPost.slug})`);
      expect(res.body.message).not.toContain(TIER_BODY);
      const quiet = await client.post('/api/chat', { message: 'What is the quiet-room method 7f3a9?' });
      expect(quiet.body.message).not.toContain(MEMBERS_BODY);
      expect(quiet.body.message).not.toContain('7f3a9');
    }
  });
});
