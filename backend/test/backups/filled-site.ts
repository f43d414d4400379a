import { PageViewsWriter } from '../../src/modules/analytics/ingest/page-views.writer';
import { beacon } from '../analytics/ingest-helpers';
import { createPost } from '../blog/blog-helpers';
import { createProduct } from '../commerce/commerce-helpers';
import { account, signedIn, type TestClient } from '../support/client';
import { makePaidOrdersInBulk, makeSubscribers, resetShop } from '../support/factories';
import type { TestApp } from '../support/test-app';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// A site worth backing up, through its API: an uploaded image, a product with its file, posts,
// subscribers, paid orders and a page view (whose day's salt the backup leaves out). Returns the
// signed-in owner.
export async function fillSite(t: TestApp): Promise<TestClient> {
  // the shop empty first: the bulk orders' payment ids are free again
  await resetShop(t);
  const admin = await signedIn(t, 'admin');
  const buyer = account();
  await signedIn(t, 'customer', buyer);
  const [{ id: buyerId }] = await t.dataSource.query('SELECT id FROM users WHERE email = $1', [buyer.email]);

  const image = await admin.post('/api/upload/images').attach('images', PNG, 'cover.png').expect(201);
  const [imageUrl] = image.body.imageUrls as string[];
  const file = await admin
    .post('/api/upload/digital')
    .field('uploadType', 'digital')
    .attach('file', Buffer.from('%PDF-1.4 the guide'), 'guide.pdf')
    .expect(201);
  await createProduct(admin, {
    title: 'Backed-up Guide',
    imageUrls: [imageUrl],
    digitalFileUrl: file.body.file.path,
    digitalFileName: 'guide.pdf',
  });
  for (const title of ['First kept post', 'Second kept post']) await createPost(admin, { title, imageUrl });
  await makeSubscribers(t, ['kept1@example.com', 'kept2@example.com']);
  await makePaidOrdersInBulk(t, 3, buyerId);
  await beacon(t, { path: '/blog/first-kept-post', utmSource: 'newsletter' }).expect(204);
  await t.app.get(PageViewsWriter).flush();
  return admin;
}
