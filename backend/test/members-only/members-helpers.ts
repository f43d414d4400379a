import { createPost } from '../blog/blog-helpers';
import { createProduct } from '../commerce/commerce-helpers';
import { userIdOf } from '../courses/course-helpers';
import { account, newClient, signedIn, type TestClient } from '../support/client';
import {
  confirmAccountAddress,
  makeMembership,
  makeTierRow,
  resetBlog,
  resetShop,
  type TierFields,
} from '../support/factories';
import { SERVER_ENTRY } from '../../src/modules/pages';
import { fakeSpaDir, standInEntry } from '../support/server-entry';
import { createTestApp, type TestApp } from '../support/test-app';

// Text only in the content of the members' post and of the Inner Circle's post: found in an
// answer, it says that answer gave the body away.
export const MEMBERS_BODY = 'Members read this: the quiet-room method 7f3a9';
export const TIER_BODY = 'Inner Circle reads this: the two-chair ladder 2c81e';

export interface Tier {
  id: number;
  slug: string;
  title: string;
}

export interface Reader {
  client: TestClient;
  id: number;
  email: string;
}

export interface Post {
  id: number;
  slug: string;
  title: string;
}

// A membership tier: its product made by the owner in the Product Manager, its own row beside it.
export async function makeTier(t: TestApp, admin: TestClient, title: string, fields: TierFields): Promise<Tier> {
  const product = await createProduct(admin, { title, type: 'membership', price: '9', category: 'Membership' });
  await makeTierRow(t, product.id, fields);
  return { id: product.id, slug: product.slug, title: product.title };
}

// A signed-in account (its address confirmed), a member of `tierId` when given.
export async function reader(t: TestApp, tierId?: number): Promise<Reader> {
  const who = account();
  const client = await signedIn(t, 'customer', who);
  const id = await userIdOf(client);
  await confirmAccountAddress(t, id);
  if (tierId !== undefined) await makeMembership(t, id, tierId);
  return { client, id, email: who.email };
}

export interface MembersSite {
  admin: TestClient;
  basic: Tier;
  inner: Tier;
  // a post for any member, one for the Inner Circle and above, one for everyone
  membersPost: Post;
  tierPost: Post;
  publicPost: Post;
  visitor: TestClient;
  nonMember: Reader;
  basicMember: Reader;
  innerMember: Reader;
}

// An empty blog and shop, then two tiers (Basic, rank 1; Inner Circle, rank 2, whose members get
// the paid e-mail), a live post for each audience and a reader of each kind.
export async function membersSite(t: TestApp, tierFields: { basic?: Partial<TierFields> } = {}): Promise<MembersSite> {
  await resetShop(t);
  await resetBlog(t);
  const admin = await signedIn(t, 'admin');
  const basic = await makeTier(t, admin, 'Basic Membership', { rank: 1, ...tierFields.basic });
  const inner = await makeTier(t, admin, 'Inner Circle', { rank: 2, paidNewsletter: true });
  const membersPost = await createPost(admin, {
    title: 'The Quiet Room',
    excerpt: 'How a quiet hour changes a team (for members).',
    content: `<p>${MEMBERS_BODY}</p>`,
    audience: 'members',
    published: true,
  });
  const tierPost = await createPost(admin, {
    title: 'The Two Chairs',
    excerpt: 'A ladder of hard conversations (for the Inner Circle).',
    content: `<p>${TIER_BODY}</p><p><img src="/api/uploads/images/0123456789abcdef01234567.png"></p>`,
    audience: 'tier',
    audienceTierId: inner.id,
    published: true,
  });
  const publicPost = await createPost(admin, { title: 'Open To All', published: true });
  return {
    admin,
    basic,
    inner,
    membersPost,
    tierPost,
    publicPost,
    visitor: await newClient(t),
    nonMember: await reader(t),
    basicMember: await reader(t, basic.id),
    innerMember: await reader(t, inner.id),
  };
}

// A suite's app on the members' site (membersSite), closed after the suite; with `pages`, it renders
// the public pages (the stand-in of the SPA's server bundle) with links to `publicUrl`.
export function membersSuite(options: { pages?: boolean; publicUrl?: string } = {}): { t: TestApp; site: MembersSite } {
  const suite = {} as { t: TestApp; site: MembersSite };
  beforeAll(async () => {
    const env: Record<string, string> = options.pages ? { SPA_DIR: fakeSpaDir() } : {};
    if (options.publicUrl) env.PUBLIC_URL = options.publicUrl;
    const overrides: [unknown, unknown][] = options.pages ? [[SERVER_ENTRY, () => Promise.resolve(standInEntry)]] : [];
    suite.t = await createTestApp({ env, overrides });
    suite.site = await membersSite(suite.t);
  });
  afterAll(() => suite.t.close());
  return suite;
}
