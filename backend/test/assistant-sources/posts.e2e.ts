import { createPost } from '../blog/blog-helpers';
import { makeTier } from '../members-only/members-helpers';
import { resetBlog, resetShop } from '../support/factories';
import { everythingSaid, passagesOf, sourcesBed } from './source-helpers';

const para = (words: string, n: number) => `${words} `.repeat(n).trim();
const SECRET = 'Members only: the lantern method 5e1d';
const QUEUED = 'Queued thoughts of tomorrow 9c2b';

// The blog's posts: what the public reads now, the excerpt first, the body in paragraphs; a
// members-only post's excerpt and never its body; a queued post not at all.
describe('the posts source', () => {
  const bed = sourcesBed({
    arrange: async (t) => {
      await resetShop(t);
      await resetBlog(t);
    },
  });

  it('gives a live post its excerpt, then its paragraphs in pieces under 600 characters', async () => {
    const content = [para('First paragraph words.', 10), para('Second paragraph.', 30), para('Third.', 120)]
      .map((p) => `<p>${p}</p>`)
      .join('<h2>A heading</h2>');
    const post = await createPost(bed.admin, {
      title: 'Calm Leadership',
      excerpt: 'How calm leaders decide',
      content,
      published: true,
    });
    const own = (await passagesOf(bed.t, 'posts')).filter((p) => p.key.startsWith(`post:${post.id}#`));
    expect(own[0]).toMatchObject({
      key: `post:${post.id}#0`,
      title: 'Calm Leadership',
      url: `/blog/${post.slug}`,
      text: 'How calm leaders decide.',
    });
    expect(own.length).toBeGreaterThan(3);
    for (const p of own) {
      expect(p.text.length).toBeLessThanOrEqual(600);
      expect(p.text).not.toMatch(/<[a-z]/);
    }
    const body = own
      .slice(1)
      .map((p) => p.text)
      .join(' ');
    expect(body).toContain('A heading');
    expect(body.replace(/\s+/g, ' ')).toContain(para('Third.', 120));
  });

  it('follows an edit of the post', async () => {
    const post = await createPost(bed.admin, { title: 'Before', excerpt: 'Old excerpt', published: true });
    await bed.admin
      .send('put', `/api/admin/blog-posts/${post.id}`, {
        title: 'After the edit',
        excerpt: 'New excerpt',
        content: '<p>New words.</p>',
        category: 'Business',
        published: true,
      })
      .expect(200);
    const own = (await passagesOf(bed.t, 'posts')).filter((p) => p.key.startsWith(`post:${post.id}#`));
    expect(own.map((p) => [p.title, p.text])).toEqual([
      ['After the edit', 'New excerpt.'],
      ['After the edit', 'New words.'],
    ]);
  });

  it("says a members-only post's title and excerpt and that it is for members, never its body", async () => {
    const tier = await makeTier(bed.t, bed.admin, 'Lantern Circle', { rank: 1 });
    const members = await createPost(bed.admin, {
      title: 'The Lantern',
      excerpt: 'A light for hard weeks.',
      content: `<p>${SECRET}</p>`,
      audience: 'members',
      published: true,
    });
    const tierPost = await createPost(bed.admin, {
      title: 'The Second Lantern',
      excerpt: 'For the circle.',
      content: `<p>${SECRET} again</p>`,
      audience: 'tier',
      audienceTierId: tier.id,
      published: true,
    });
    const passages = await passagesOf(bed.t, 'posts');
    for (const post of [members, tierPost]) {
      const own = passages.filter((p) => p.key.startsWith(`post:${post.id}#`));
      expect(own).toHaveLength(1);
      expect(own[0].text).toMatch(/^.+\. This post is for members: its full text is open to members only\.$/);
    }
    expect(passages.find((p) => p.key === `post:${members.id}#0`)!.text).toContain('A light for hard weeks.');
    expect(await everythingSaid(bed.t)).not.toContain('lantern method');
  });

  it('never has a post that is not live yet (queued for the daily publication)', async () => {
    const queued = await createPost(bed.admin, { title: QUEUED, published: false });
    expect(queued.published).toBe(false);
    const passages = await passagesOf(bed.t, 'posts');
    expect(passages.some((p) => p.key.startsWith(`post:${queued.id}#`) || p.title === QUEUED)).toBe(false);
  });
});
