import request from 'supertest';
import { jsonLdOf, metaOf } from '../pages/page-head-helpers';
import { fromMemory, readCache, settled } from '../support/read-cache';
import { waitFor } from '../support/smtp-capture';
import type { TestApp } from '../support/test-app';
import { MEMBERS_BODY, type MembersSite, membersSuite, TIER_BODY } from './members-helpers';

const SITE = 'https://coach.example';
const PUBLIC = 'public, max-age=0, s-maxage=2';
const NO_STORE = 'private, no-store';

// The channels that are the same for everybody (the feed, the sitemap) carry no body; the post's
// API read and its server-rendered page give a visitor the locked post, kept in memory for every
// visitor, and a member theirs, kept nowhere: a visitor asking after them still gets the locked one.
describe('members-only posts in the feed, the sitemap, the pages and the caches', () => {
  const suite = membersSuite({ pages: true, publicUrl: SITE });
  let t: TestApp;
  let site: MembersSite;
  const anonymous = (url: string) => request(t.server).get(url).expect(200);

  beforeAll(async () => {
    ({ t, site } = suite);
    await waitFor(() => readCache(t).active, 20_000, 'the read cache listening');
  });

  it('lists a members-only post in the feed with its title, excerpt and link only', async () => {
    const feed = (await anonymous('/rss.xml')).text;
    expect(feed).toContain('<title>The Two Chairs</title>');
    expect(feed).toContain(`<link>${SITE}/blog/${site.tierPost.slug}</link>`);
    expect(feed).toContain('<description>A ladder of hard conversations (for the Inner Circle).</description>');
    expect(feed).not.toContain('content:encoded');
    for (const body of [MEMBERS_BODY, TIER_BODY]) expect(feed).not.toContain(body);
    // a member's feed is the same feed
    const theirs = await site.innerMember.client.get('/rss.xml').expect(200);
    expect(theirs.text).not.toContain(TIER_BODY);
  });

  it('lists a members-only post’s address in the sitemap, and nothing of its body', async () => {
    const sitemap = (await anonymous('/sitemap.xml')).text;
    expect(sitemap).toContain(`<loc>${SITE}/blog/${site.tierPost.slug}</loc>`);
    for (const body of [MEMBERS_BODY, TIER_BODY]) expect(sitemap).not.toContain(body);
  });

  it('answers the API read locked to visitors (kept for all of them) and whole to a member (kept for nobody)', async () => {
    const url = `/api/blog-posts/${site.tierPost.slug}`;
    await settled(t);
    const locked = await anonymous(url);
    expect(locked.body).toMatchObject({ locked: true, content: '', audience: 'tier', audienceTierId: site.inner.id });
    expect(locked.body.excerpt).toBe('A ladder of hard conversations (for the Inner Circle).');
    expect(locked.headers['cache-control']).toBe(PUBLIC);
    await fromMemory(t, () => anonymous(url));

    const stored = readCache(t).stored;
    const whole = await site.innerMember.client.get(url).expect(200);
    expect(whole.body).toMatchObject({ locked: false, audience: 'tier' });
    expect(whole.body.content).toContain(TIER_BODY);
    expect(whole.headers['cache-control']).toBe(NO_STORE);
    // the same address's list: the member's own, the visitor's locked
    const theirList = await site.innerMember.client.get('/api/blog-posts').expect(200);
    expect(theirList.headers['cache-control']).toBe(NO_STORE);
    expect(theirList.body.find((p: { id: number }) => p.id === site.tierPost.id)).toMatchObject({ locked: false });
    expect(readCache(t).stored).toBe(stored);

    const after = await fromMemory(t, () => anonymous(url));
    expect(after.text).not.toContain(TIER_BODY);
    const list = await anonymous('/api/blog-posts');
    expect(list.body.find((p: { id: number }) => p.id === site.tierPost.id)).toMatchObject({ locked: true });
    expect(list.text).not.toContain(TIER_BODY);
    // a signed-in reader who may not read it gets it locked too, and stored nowhere
    const basic = await site.basicMember.client.get(url).expect(200);
    expect(basic.body).toMatchObject({ locked: true, content: '' });
    expect(basic.headers['cache-control']).toBe(NO_STORE);
  });

  it('renders a visitor’s page with the title, excerpt and the locked post, its JSON-LD saying it is not free', async () => {
    const path = `/blog/${site.tierPost.slug}`;
    await settled(t);
    const page = await anonymous(path);
    expect(page.text).toContain('"title":"The Two Chairs"');
    expect(page.text).toContain('"locked":true');
    expect(page.text).not.toContain(TIER_BODY);
    expect(metaOf(page.text, 'description')).toBe('A ladder of hard conversations (for the Inner Circle).');
    const [posting] = jsonLdOf(page.text);
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'The Two Chairs',
      description: 'A ladder of hard conversations (for the Inner Circle).',
      isAccessibleForFree: false,
      hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.members-only' },
    });
    expect(JSON.stringify(posting)).not.toContain(TIER_BODY);
    await fromMemory(t, () => anonymous(path));
    // a post for everyone says nothing of the kind
    const open = await anonymous(`/blog/${site.publicPost.slug}`);
    expect(jsonLdOf(open.text)[0]).not.toHaveProperty('isAccessibleForFree');
  });

  it('renders a member’s page with the body, stored nowhere, and never serves it to a visitor afterwards', async () => {
    const path = `/blog/${site.membersPost.slug}`;
    await settled(t);
    const stored = readCache(t).stored;
    const theirs = await site.basicMember.client.get(path).expect(200);
    expect(theirs.text).toContain(MEMBERS_BODY);
    expect(theirs.headers['cache-control']).toBe(NO_STORE);
    // still the JSON-LD of a post that is not free, with no body in it
    expect(jsonLdOf(theirs.text)[0]).toMatchObject({ isAccessibleForFree: false });
    expect(JSON.stringify(jsonLdOf(theirs.text))).not.toContain(MEMBERS_BODY);
    expect(readCache(t).stored).toBe(stored);

    const visitors = await anonymous(path);
    expect(visitors.text).not.toContain(MEMBERS_BODY);
    expect(visitors.text).toContain('"locked":true');
    const again = await fromMemory(t, () => anonymous(path));
    expect(again.text).not.toContain(MEMBERS_BODY);
    // a signed-in non-member's own page is locked as well
    const nonMember = await site.nonMember.client.get(path).expect(200);
    expect(nonMember.text).not.toContain(MEMBERS_BODY);
    // the blog's list page marks the post locked for them, open for the member
    expect((await anonymous('/blog')).text).toContain('"locked":true');
    expect((await site.basicMember.client.get('/blog').expect(200)).text).not.toContain(MEMBERS_BODY);
  });
});
