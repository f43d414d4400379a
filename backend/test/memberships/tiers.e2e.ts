import { createProduct } from '../commerce/commerce-helpers';
import { newClient, signedIn } from '../support/client';
import { joined, makeTier, membershipsSuite, mine, newMember } from './membership-helpers';

// The owner's tiers (a product of the membership type and its tier's own fields), the public list,
// and the cart, which never sells a tier.
describe('membership tiers', () => {
  const suite = membershipsSuite();

  it("saves a tier's fields, keeps the product's price at the monthly (else yearly) price, and lists it", async () => {
    const { admin } = suite;
    const product = await createProduct(admin, { title: 'Inner Circle', type: 'membership', price: '5' });
    const saved = await admin
      .send('put', `/api/admin/memberships/tiers/${product.id}`, {
        rank: 2,
        monthlyPrice: '19.50',
        yearlyPrice: '$195',
        trialDays: 14,
        benefits: [' Weekly live call ', '', 'Members-only posts'],
        paidNewsletter: true,
      })
      .expect(200);
    expect(saved.body).toMatchObject({
      productId: product.id,
      title: 'Inner Circle',
      configured: true,
      rank: 2,
      monthlyPrice: '$19.50',
      yearlyPrice: '$195',
      monthlyCents: 1950,
      yearlyCents: 19500,
      trialDays: 14,
      benefits: ['Weekly live call', 'Members-only posts'],
      paidNewsletter: true,
      members: 0,
    });
    expect((await admin.get(`/api/products/${product.slug}`).expect(200)).body.price).toBe('$19.50');

    // yearly only: the product's price follows the yearly one
    await admin.send('put', `/api/admin/memberships/tiers/${product.id}`, { rank: 2, yearlyPrice: '200' }).expect(200);
    expect((await admin.get(`/api/products/${product.slug}`).expect(200)).body.price).toBe('$200');
    const listed = (await admin.get('/api/admin/memberships/tiers').expect(200)).body;
    expect(listed.find((t: { productId: number }) => t.productId === product.id)).toMatchObject({
      monthlyPrice: null,
      yearlyPrice: '$200',
      trialDays: 0,
    });
  });

  it('lists a membership product whose tier is not saved yet, and the open tiers by rank publicly', async () => {
    const { admin } = suite;
    const draft = await createProduct(admin, { title: 'Not Yet A Tier', type: 'membership', price: '9' });
    const gold = await makeTier(admin, { title: 'Gold Circle', monthlyPrice: '49', rank: 3, benefits: ['All of it'] });
    const basic = await makeTier(admin, { title: 'Basic Circle', monthlyPrice: '9', yearlyPrice: '90', rank: 1 });
    const closed = await makeTier(admin, { title: 'Old Circle', rank: 2 });
    await admin.post(`/api/products/${closed.id}/archive`).expect(200);

    const forAdmin = (await admin.get('/api/admin/memberships/tiers').expect(200)).body;
    expect(forAdmin.find((t: { productId: number }) => t.productId === draft.id)).toMatchObject({
      configured: false,
      rank: null,
    });
    expect(forAdmin.find((t: { productId: number }) => t.productId === closed.id)).toMatchObject({ archived: true });

    const visitor = await newClient(suite.t);
    const open = (await visitor.get('/api/memberships/tiers').expect(200)).body as { id: number }[];
    const ours = open.filter((t) => [gold.id, basic.id, closed.id, draft.id].includes(t.id));
    expect(ours).toEqual([
      {
        id: basic.id,
        slug: basic.slug,
        title: 'Basic Circle',
        description: 'A workbook for calm leaders.',
        benefits: [],
        monthlyPrice: '$9',
        yearlyPrice: '$90',
        trialDays: 0,
        rank: 1,
      },
      expect.objectContaining({
        id: gold.id,
        monthlyPrice: '$49',
        yearlyPrice: null,
        rank: 3,
        benefits: ['All of it'],
      }),
    ]);
  });

  it('refuses bad fields, a missing product and a product of another type with readable messages', async () => {
    const { admin } = suite;
    const tier = await createProduct(admin, { title: 'Circle', type: 'membership', price: '9' });
    const put = (body: object, id = tier.id) => admin.send('put', `/api/admin/memberships/tiers/${id}`, body);
    const refused = async (body: object, message: string) => {
      const res = await put(body).expect(400);
      expect([res.body.message, ...(res.body.errors ?? []).map((e: { message: string }) => e.message)]).toContain(
        message,
      );
    };
    await refused({ rank: 0, monthlyPrice: '9' }, 'rank must be a whole number from 1 to 100.');
    await refused({ rank: 1, monthlyPrice: 'nine' }, 'monthlyPrice must be an amount such as 19 or 19.50.');
    await refused({ rank: 1 }, 'Please give a monthly price, a yearly price, or both.');
    await refused({ rank: 1, monthlyPrice: '9', trialDays: 91 }, 'trialDays must be a whole number from 0 to 90.');
    await refused(
      { rank: 1, monthlyPrice: '9', benefits: Array(13).fill('x') },
      'benefits must be a list of at most 12 lines.',
    );
    await refused(
      { rank: 1, monthlyPrice: '9', benefits: ['x'.repeat(201)] },
      'Each benefit must be text of at most 200 characters.',
    );
    await refused(
      { rank: 1, monthlyPrice: '9', includedProductIds: [999999] },
      'Product #999999 does not exist. A tier can only include products of the shop.',
    );
    expect((await put({ rank: 1, monthlyPrice: '9' }, 999999).expect(404)).body.message).toBe(
      'This product does not exist.',
    );
    const book = await createProduct(admin, { title: 'Workbook', type: 'digital', price: '9' });
    expect((await put({ rank: 1, monthlyPrice: '9' }, book.id).expect(400)).body.message).toBe(
      '"Workbook" is not a membership: only a product of the membership type can be a tier. Change its type first.',
    );
  });

  it('is never sold through the cart: the checkout refuses a tier with 409', async () => {
    const tier = await makeTier(suite.admin, { title: 'Cart Circle', monthlyPrice: '19' });
    const buyer = await signedIn(suite.t);
    const res = await buyer.post('/api/create-payment-intent', { amount: 19, productIds: [tier.id] }).expect(409);
    expect(res.body.message).toBe(
      'A membership is joined from its page, not through the cart. Please remove it from your cart.',
    );
  });

  it('is deleted while nobody ever joined it; once joined, the delete is refused with 409 and it is archived instead', async () => {
    const { admin, t } = suite;
    const unused = await makeTier(admin, { title: 'Never Joined Circle', monthlyPrice: '7' });
    await admin.send('delete', `/api/products/${unused.id}`).expect(204);
    const listed = (await admin.get('/api/admin/memberships/tiers').expect(200)).body as { productId: number }[];
    expect(listed.map((tier) => tier.productId)).not.toContain(unused.id);

    const joinedTier = await makeTier(admin, { title: 'Joined Circle', monthlyPrice: '8' });
    const member = await newMember(t);
    await joined(member.client, joinedTier.id);
    const refused = await admin.send('delete', `/api/products/${joinedTier.id}`);
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'This tier has or had members, so it cannot be deleted. Archive it instead: no one new can join, and its members stay.',
    ]);
    expect((await mine(member.client))?.status).toBe('active');
  });

  it('is "Coming soon" in the shop until its tier is saved (its prices), then open to join', async () => {
    const { admin } = suite;
    const product = await createProduct(admin, { title: 'Soon Circle', type: 'membership', price: '12' });
    const comingSoon = async () => (await admin.get('/api/shop/coming-soon').expect(200)).body.productIds as number[];
    expect(await comingSoon()).toContain(product.id);
    await admin.send('put', `/api/admin/memberships/tiers/${product.id}`, { rank: 1, monthlyPrice: '12' }).expect(200);
    expect(await comingSoon()).not.toContain(product.id);
  });
});
