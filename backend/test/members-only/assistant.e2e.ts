import { GroundingService } from '../../src/modules/chat/grounding.service';
import { MEMBERS_BODY, type MembersSite, membersSuite, TIER_BODY } from './members-helpers';

// The assistant answers anybody: it is told a members-only post's title and excerpt (marked for
// members), never its body, so no answer can give the body away, whoever asks.
describe('the assistant and members-only posts', () => {
  const suite = membersSuite();
  let site: MembersSite;
  beforeAll(() => (site = suite.site));

  it('grounds on the members-only posts’ excerpts, marked for members, never their bodies', async () => {
    const grounding = await suite.t.app.get(GroundingService).get(Date.now() + 60_000);
    expect(grounding.posts).toEqual(
      expect.arrayContaining([
        {
          title: 'The Two Chairs',
          slug: site.tierPost.slug,
          excerpt: 'A ladder of hard conversations (for the Inner Circle).',
          category: 'Business',
          membersOnly: true,
        },
      ]),
    );
    const told = JSON.stringify(grounding);
    for (const body of [MEMBERS_BODY, TIER_BODY]) expect(told).not.toContain(body);
  });

  it('answers a question about a members-only post with its link, for members, and nothing of its body', async () => {
    for (const client of [site.visitor, site.innerMember.client]) {
      const res = await client.post('/api/chat', { message: 'Tell me about hard conversations ladder' }).expect(200);
      expect(res.body.message).toContain(`[The Two Chairs](/blog/${site.tierPost.slug}) (for members)`);
      expect(res.body.message).not.toContain(TIER_BODY);
      const quiet = await client.post('/api/chat', { message: 'What is the quiet-room method?' }).expect(200);
      expect(quiet.body.message).not.toContain(MEMBERS_BODY);
    }
  });
});
