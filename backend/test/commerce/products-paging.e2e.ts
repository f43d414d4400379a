import { newClient, signedIn, TestClient } from '../support/client';
import { resetShop } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { createProduct } from './commerce-helpers';

type Listed = { id: number; title: string; type: string; archived: boolean };

describe('the shop a page at a time (GET /api/products with limit and cursor)', () => {
  let t: TestApp;
  let admin: TestClient;
  let visitor: TestClient;
  let made: Listed[];
  beforeAll(async () => {
    t = await createTestApp();
    await resetShop(t);
    admin = await signedIn(t, 'admin');
    visitor = await newClient(t);
    made = [];
    for (const [i, type] of ['digital', 'course', 'digital', 'consultation', 'digital', 'physical'].entries()) {
      made.push((await createProduct(admin, { title: `Item ${i}`, type, inventory: 5 })) as unknown as Listed);
    }
    await admin.post(`/api/products/${made[2].id}/archive`).expect(200);
  });
  afterAll(() => t.close());

  const newestFirst = () =>
    made
      .filter((p) => p.id !== made[2].id)
      .reverse()
      .map((p) => p.title);

  async function walk(client: TestClient, query: string) {
    const titles: string[] = [];
    let next = `/api/products?${query}`;
    for (;;) {
      const res = await client.get(next).expect(200);
      titles.push(...(res.body as Listed[]).map((p) => p.title));
      if (!res.headers['x-next-cursor']) {
        expect(res.headers.link).toBeUndefined();
        return titles;
      }
      expect(res.headers.link).toMatch(/^<\/api\/products\?.*cursor=.*>; rel="next"$/);
      next = res.headers.link.slice(1, res.headers.link.indexOf('>'));
    }
  }

  it('walks the shop newest first, each product once, the archived one left out (for an admin too)', async () => {
    expect(await walk(visitor, 'limit=2')).toEqual(newestFirst());
    expect(await walk(admin, 'limit=4')).toEqual(newestFirst());
    const first = await visitor.get('/api/products?limit=2').expect(200);
    expect(first.body).toHaveLength(2);
  });

  it('keeps one type with type=, paged or whole', async () => {
    const digital = ['Item 4', 'Item 0'];
    expect(await walk(visitor, 'limit=1&type=digital')).toEqual(digital);
    const whole = await visitor.get('/api/products?type=digital').expect(200);
    expect(whole.headers['x-next-cursor']).toBeUndefined();
    expect((whole.body as Listed[]).map((p) => p.title)).toEqual(digital);
    expect((await visitor.get('/api/products?type=course&limit=5').expect(200)).body).toHaveLength(1);
  });

  it('answers the whole list without limit or cursor, as the spec’s call does (an admin’s with the archived)', async () => {
    const whole = await visitor.get('/api/products').expect(200);
    expect((whole.body as Listed[]).map((p) => p.title)).toEqual(newestFirst());
    expect(whole.headers['x-next-cursor']).toBeUndefined();
    const own = (await admin.get('/api/products').expect(200)).body as Listed[];
    expect(own.find((p) => p.id === made[2].id)).toMatchObject({ archived: true });
  });

  it.each([
    ['limit=0', 'limit must be at least 1'],
    ['limit=101', 'limit must be at most 100'],
    ['limit=two', 'limit must be a whole number'],
    ['cursor=nonsense', 'cursor is not valid'],
    ['type=ebook', 'type must be one of digital, physical, course, consultation'],
  ])('refuses %s with a readable 400', async (query, message) => {
    const res = await visitor.get(`/api/products?${query}`).expect(400);
    expect(res.body.message).toContain(message);
  });
});
