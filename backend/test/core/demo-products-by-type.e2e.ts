import { DemoProductsByType1764680000000 } from '../../src/core/database/migrations/1764680000000-demo-products-by-type';
import { SeedService } from '../../src/core/seed/seed.service';
import { createProduct } from '../commerce/commerce-helpers';
import { newClient, signedIn } from '../support/client';
import { insertSeedRunRow } from '../support/factories';
import { scratchDatabase, scratchDatabaseUpTo } from '../support/scratch-database';
import { createTestApp, type TestApp } from '../support/test-app';

const SPLIT = ['31-course-product', '32-consultation-product', '33-shelf-products'];

// The demo shop is seeded by each type's module since issue 45 (30-products, 31-course-product,
// 32-consultation-product, 33-shelf-products); a database seeded before has the four already.
describe('the demo products seeded by type: the migration for databases seeded before', () => {
  const scratch = scratchDatabaseUpTo('demo_by_type', DemoProductsByType1764680000000);
  const ran = async () =>
    ((await scratch.ds.query('SELECT name FROM seed_runs ORDER BY name')) as { name: string }[]).map((r) => r.name);

  it('marks the new seeders as run where 30-products ran, and nowhere else; its down takes them back', async () => {
    await scratch.ds.runMigrations({ transaction: 'each' });
    expect(await ran()).toEqual([]);
    await scratch.ds.undoLastMigration({ transaction: 'each' });
    await insertSeedRunRow(scratch.ds, '30-products');
    await scratch.ds.runMigrations({ transaction: 'each' });
    expect(await ran()).toEqual(['30-products', ...SPLIT]);
    await scratch.ds.undoLastMigration({ transaction: 'each' });
    expect(await ran()).toEqual(['30-products']);
  });
});

describe('the demo products seeded by type, on a shop with products of its own', () => {
  const db = scratchDatabase('demo_beside_own');
  let t: TestApp;
  beforeAll(async () => {
    await db.create();
    t = await createTestApp({ env: { DATABASE_URL: db.url, SEED_DEMO: 'false' } });
  });
  afterAll(async () => {
    await t?.close();
    await db.drop();
  });

  it('adds no demo product of any type beside the owner’s own', async () => {
    const admin = await signedIn(t, 'admin');
    await createProduct(admin, { title: 'The Owner’s Own Guide', type: 'digital', price: '9' });
    const seeded = await t.app.get(SeedService).seedDemoContent((name) => /^3[0-3]-/.test(name));
    expect(seeded).toEqual(['30-products', '31-course-product', '32-consultation-product', '33-shelf-products']);
    const shop = (await (await newClient(t)).get('/api/products').expect(200)).body as { title: string }[];
    expect(shop.map((p) => p.title)).toEqual(['The Owner’s Own Guide']);
  });
});
