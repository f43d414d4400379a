import { createPost, postBody } from '../blog/blog-helpers';
import { createProduct } from '../commerce/commerce-helpers';
import { endMembership } from '../support/factories';
import { MEMBERS_BODY, type MembersSite, membersSuite, reader, TIER_BODY } from './members-helpers';

// A post's audience as the owner sets it (the editor's tiers, the checks of a save) and as readers
// of each rank meet it: a post for a tier is read by that tier and the tiers above, not below.
describe('members-only posts: audiences and ranks', () => {
  const suite = membersSuite();
  let site: MembersSite;
  beforeAll(() => (site = suite.site));

  const read = async (who: MembersSite['visitor'], slug: string) =>
    (await who.get(`/api/blog-posts/${slug}`).expect(200)).body as { locked: boolean; content: string };

  it('lists the tiers for the editor, to the owner only', async () => {
    const tiers = await site.admin.get('/api/admin/blog/audiences').expect(200);
    expect(tiers.body).toEqual([
      { id: site.basic.id, title: 'Basic Membership', rank: 1, archived: false },
      { id: site.inner.id, title: 'Inner Circle', rank: 2, archived: false },
    ]);
    await site.visitor.get('/api/admin/blog/audiences').expect(401);
    await site.innerMember.client.get('/api/admin/blog/audiences').expect(403);
  });

  it('refuses a tier audience without a tier, or with one that does not exist, in a sentence', async () => {
    const missing = await site.admin.post('/api/admin/blog-posts', postBody({ audience: 'tier' })).expect(400);
    expect(missing.body.message).toBe(
      'Choose the membership tier whose members (and those of the tiers above it) may read this post.',
    );
    const unknown = await site.admin
      .post('/api/admin/blog-posts', postBody({ audience: 'tier', audienceTierId: 999_999 }))
      .expect(400);
    expect(unknown.body.message).toBe(
      'That membership tier does not exist (any more). Choose another tier, or Members.',
    );
    // a product that is no tier is no tier either
    const workbook = await createProduct(site.admin, { title: 'A Workbook' });
    const notATier = await site.admin
      .post('/api/admin/blog-posts', postBody({ audience: 'tier', audienceTierId: workbook.id }))
      .expect(400);
    expect(notATier.body.message).toMatch(/does not exist/);
    const bad = await site.admin.post('/api/admin/blog-posts', postBody({ audience: 'friends' })).expect(400);
    expect(bad.body.message).toBe('Audience must be everyone, members or tier');
  });

  it('saves everyone by default, drops a tier given with another audience, and keeps a post’s audience on an edit that leaves it out', async () => {
    const open = await createPost(site.admin, {});
    expect(open).toMatchObject({ audience: 'everyone', audienceTierId: null, locked: false });
    const members = await createPost(site.admin, { audience: 'members', audienceTierId: site.inner.id });
    expect(members).toMatchObject({ audience: 'members', audienceTierId: null });
    const tierPost = await createPost(site.admin, { audience: 'tier', audienceTierId: site.inner.id });
    const edited = await site.admin.send('put', `/api/admin/blog-posts/${tierPost.id}`, postBody({ title: 'Edited' }));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Edited', audience: 'tier', audienceTierId: site.inner.id });
    // the owner's editor reads the whole post, never locked
    const inEditor = await site.admin.get(`/api/admin/blog-posts/${site.tierPost.id}`).expect(200);
    expect(inEditor.body).toMatchObject({ locked: false, audience: 'tier' });
    expect(inEditor.body.content).toContain(TIER_BODY);
    // opened to everyone by saying so
    const opened = await site.admin.send(
      'put',
      `/api/admin/blog-posts/${tierPost.id}`,
      postBody({ audience: 'everyone' }),
    );
    expect(opened.body).toMatchObject({ audience: 'everyone', audienceTierId: null });
  });

  it('opens a post for a tier to that tier and the ones above, not below, and one for members to any member', async () => {
    const { tierPost, membersPost } = site;
    expect(await read(site.innerMember.client, tierPost.slug)).toMatchObject({ locked: false });
    expect((await read(site.innerMember.client, tierPost.slug)).content).toContain(TIER_BODY);
    expect(await read(site.basicMember.client, tierPost.slug)).toEqual(
      expect.objectContaining({ locked: true, content: '' }),
    );
    expect((await read(site.basicMember.client, membersPost.slug)).content).toContain(MEMBERS_BODY);
    expect((await read(site.innerMember.client, membersPost.slug)).content).toContain(MEMBERS_BODY);
    expect(await read(site.nonMember.client, membersPost.slug)).toMatchObject({ locked: true, content: '' });
    // the owner reads every post on the site as it is
    expect((await read(site.admin, tierPost.slug)).content).toContain(TIER_BODY);
  });

  it('locks the posts again once the membership ends', async () => {
    const leaving = await reader(suite.t, site.inner.id);
    expect((await read(leaving.client, site.tierPost.slug)).content).toContain(TIER_BODY);
    await endMembership(suite.t, leaving.id);
    expect(await read(leaving.client, site.tierPost.slug)).toMatchObject({ locked: true, content: '' });
    expect(await read(leaving.client, site.membersPost.slug)).toMatchObject({ locked: true, content: '' });
  });
});
