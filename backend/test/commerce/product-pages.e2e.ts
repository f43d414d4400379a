import { freeSlugSql } from '../../src/core/database/unique-slugs';
import { newClient, signedIn, TestClient } from '../support/client';
import { makeProductsInBulk, resetShop } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { createProduct } from './commerce-helpers';

// Each product has a page at /products/{slug}: the slug comes from the title, is unique, kept while
// the title gives the same one, and the public read answers 404 for a slug no product has.
describe('product slugs and the public read of one product', () => {
  let t: TestApp;
  let admin: TestClient;
  let visitor: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    await resetShop(t);
    admin = await signedIn(t, 'admin');
    visitor = await newClient(t);
  });
  afterAll(() => t.close());

  const slugOf = async (overrides: Record<string, unknown>) =>
    ((await createProduct(admin, overrides)) as unknown as { slug: string }).slug;

  it('derives the slug from the title on create, with -2, -3 for titles already taken', async () => {
    expect(await slugOf({ title: 'The Calm   Leader: Workbook!' })).toBe('the-calm-leader-workbook');
    expect(await slugOf({ title: 'The Calm Leader Workbook' })).toBe('the-calm-leader-workbook-2');
    expect(await slugOf({ title: 'the calm leader workbook' })).toBe('the-calm-leader-workbook-3');
    expect(await slugOf({ title: '!!!' })).toBe('product');
  });

  it('refuses a slug from the client: the server sets it', async () => {
    const res = await admin
      .post('/api/products', {
        title: 'Own Slug',
        description: 'Long enough text.',
        price: '10',
        category: 'C',
        slug: 'x',
      })
      .expect(400);
    expect(res.body.message).toBe('The field "slug" is not allowed');
  });

  it('gives products saved at the same moment with one title distinct slugs, none failing', async () => {
    const body = { title: 'Saved Together', description: 'Long enough text.', price: '10', category: 'C' };
    const saves = await Promise.all([1, 2, 3].map(() => admin.post('/api/products', body)));
    expect(saves.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(saves.map((r) => r.body.slug).sort()).toEqual(['saved-together', 'saved-together-2', 'saved-together-3']);
  });

  it('keeps the slug while the title gives the same one, and follows a rename', async () => {
    const a = await createProduct(admin, { title: 'Focus Planner' });
    const b = await createProduct(admin, { title: 'Focus Planner' });
    const kept = await admin
      .send('patch', `/api/products/${b.id}`, { title: 'Focus  Planner', price: '12' })
      .expect(200);
    expect(kept.body.slug).toBe('focus-planner-2');
    const renamed = await admin.send('patch', `/api/products/${a.id}`, { title: 'Deep Focus Planner' }).expect(200);
    expect(renamed.body.slug).toBe('deep-focus-planner');
    await visitor.get('/api/products/focus-planner').expect(404);
    // the old slug is free again for the next product of that title
    expect(await slugOf({ title: 'Focus Planner' })).toBe('focus-planner');
  });

  it('reads one product by its slug for everyone, with the fields the list has', async () => {
    const created = await createProduct(admin, { title: 'Strategy Session', type: 'consultation', duration: '60 min' });
    const res = await visitor.get('/api/products/strategy-session').expect(200);
    const listed = (await visitor.get('/api/products').expect(200)).body.find(
      (p: { id: number }) => p.id === created.id,
    );
    expect(res.body).toEqual(listed);
    expect(res.body).toMatchObject({ slug: 'strategy-session', title: 'Strategy Session', duration: '60 min' });
  });

  it.each(['no-such-product', '42', 'Strategy-Session', `${'x'.repeat(300)}`])(
    'answers 404 with a sentence for the slug %s',
    async (slug) => {
      const res = await visitor.get(`/api/products/${slug}`).expect(404);
      expect(res.body.message).toBe('This product no longer exists.');
    },
  );

  it('finds the next suffix on the slug-stem index, not by reading the table', async () => {
    await makeProductsInBulk(t, 5000, 'item-#-notes');
    await t.dataSource.query('ANALYZE products');
    const plan = (await t.dataSource.query(`EXPLAIN ${freeSlugSql('products')}`, ['item-42-notes', null]))
      .map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN'])
      .join('\n');
    expect(plan).toContain('IDX_products_slug_stem');
    expect(plan).not.toContain('Seq Scan');
    expect(await slugOf({ title: 'Item 42 Notes' })).toBe('item-42-notes-2');
  });
});
