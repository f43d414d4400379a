import { existsSync, readdirSync } from 'node:fs';
import * as path from 'node:path';
import { newClient, signedIn, TestClient } from '../support/client';
import { resetShop } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { createProduct } from './commerce-helpers';

describe('products and the product manager’s calls', () => {
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

  it('creates a product with the spec’s defaults and shows the price with a $', async () => {
    const p = await createProduct(admin, { type: undefined, tags: ' growth, focus ,, ', price: '$49' });
    expect(p).toMatchObject({
      type: 'digital',
      price: '$49',
      inventory: 0,
      lowStockAlert: 5,
      requiresShipping: false,
      tags: ['growth', 'focus'],
    });
    expect((p as unknown as { imageUrl: string }).imageUrl).toBe('/images/product-placeholder.svg');
    const list = await visitor.get('/api/products').expect(200);
    expect(list.body.find((x: { id: number }) => x.id === p.id)).toMatchObject({ price: '$49', title: 'Workbook' });
  });

  it.each([
    [{ title: '' }, 'Title is required'],
    [{ description: 'too short' }, 'Description must be at least 10 characters'],
    [{ price: '' }, 'Price is required'],
    [{ price: 'free' }, 'Price must be an amount such as 49 or 49.99'],
    [{ category: ' ' }, 'Category is required'],
    [{ type: 'ebook' }, 'Type must be one of digital, physical, course, consultation, membership'],
    [{ inventory: -1 }, 'Inventory must be 0 or more'],
    [{ lowStockAlert: 0 }, 'Low stock alert must be at least 1'],
    [{ digitalFileUrl: '/etc/passwd' }, 'The digital file reference is not valid; upload the file again'],
    [
      { imageUrls: ['javascript:alert(1)'] },
      'Every image must be an image uploaded to this site or an https:// address of at most 500 characters',
    ],
  ])('refuses %j with "%s"', async (overrides, message) => {
    const res = await admin
      .post('/api/products', { title: 'T', description: 'Long enough text.', price: '10', category: 'C', ...overrides })
      .expect(400);
    expect(res.body.message).toBe(message);
  });

  it('updates only the fields sent, and the demo product costs $49.99', async () => {
    const p = await createProduct(admin, { type: 'physical', inventory: 3 });
    const res = await admin.send('patch', `/api/products/${p.id}`, { price: '59', tags: ['a'] }).expect(200);
    expect(res.body).toMatchObject({ price: '$59', inventory: 3, type: 'physical', tags: ['a'], title: 'Workbook' });
    await admin.send('patch', '/api/products/99999', { price: '1' }).expect(404);
    const demo = await admin.post('/api/demo/create-product').expect(201);
    expect(demo.body).toMatchObject({ price: '$49.99', title: 'Demo Product' });
  });

  it.each([
    [{ title: null }, 'Title is required'],
    [{ price: null }, 'Price is required'],
    [{ inventory: null }, 'Inventory must be a whole number'],
    [{ requiresShipping: null }, 'requiresShipping must be true or false'],
    [{ tags: null }, 'Tags must be a list'],
  ])('refuses an edit that empties a required field, %j, with "%s"', async (body, message) => {
    const p = await createProduct(admin, { type: 'physical', inventory: 3 });
    const res = await admin.send('patch', `/api/products/${p.id}`, body).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('clears optional fields on edit when they are sent empty or null', async () => {
    const p = await createProduct(admin, {
      sku: 'WB-1',
      metaDescription: 'For search engines.',
      rating: 4.5,
    });
    const res = await admin
      .send('patch', `/api/products/${p.id}`, { sku: '', metaDescription: null, rating: null })
      .expect(200);
    expect(res.body).toMatchObject({
      sku: null,
      metaDescription: null,
      rating: null,
      // counted from paid orders, never cleared or typed (product-counts.e2e.ts)
      downloads: 0,
      title: 'Workbook',
    });
    const again = await admin.send('patch', `/api/products/${p.id}`, { price: '12' }).expect(200);
    expect(again.body).toMatchObject({ sku: null, price: '$12' });
  });

  it('keeps product files private: uploads get random names, only admins see the reference', async () => {
    const up = await admin
      .post('/api/upload/digital')
      .field('uploadType', 'digital')
      .attach('file', Buffer.from('%PDF-1.7 guide'), '../../../etc/Guide Book.pdf')
      .expect(201);
    expect(up.body.file.originalName).toBe('Guide Book.pdf');
    expect(up.body.file.path).toMatch(/^private:[0-9a-f]{32}\.pdf$/);
    const p = await createProduct(admin, {
      digitalFileUrl: up.body.file.path,
      digitalFileName: up.body.file.originalName,
    });
    expect(p.digitalFileUrl).toBe(up.body.file.path);
    const publicView = (await visitor.get('/api/products').expect(200)).body.find((x: { id: number }) => x.id === p.id);
    expect(publicView.digitalFileUrl).toBeNull();
    expect(publicView.digitalFileName).toBe('Guide Book.pdf');
    // nothing public serves it
    await visitor.get(`/api/uploads/${up.body.file.path.slice(8)}`).expect(404);
  });

  it('refuses product files of other types and uploads by customers', async () => {
    const bad = await admin.post('/api/upload/digital').attach('file', Buffer.from('MZ...'), 'setup.exe').expect(400);
    expect(bad.body.message).toBe(
      'Only PDF, ZIP, MP4, MOV, AVI, DOC, DOCX, PPT, PPTX, TXT or EPUB files can be uploaded.',
    );
    const customer = await signedIn(t);
    await customer.post('/api/upload/digital').attach('file', Buffer.from('x'), 'a.pdf').expect(403);
  });

  it('refuses a product file whose content is not what its extension says, and stores nothing', async () => {
    const dir = path.join(t.config.dataDir, 'private');
    const privateFiles = () => (existsSync(dir) ? readdirSync(dir).length : 0);
    const before = privateFiles();
    // the case: a Windows program named setup.pdf
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(64)]);
    const upload = (content: Buffer, name: string) => admin.post('/api/upload/digital').attach('file', content, name);
    const refused = await upload(exe, 'setup.pdf').expect(400);
    expect(refused.body).toEqual({
      statusCode: 400,
      message: '"setup.pdf" is not really a .pdf file: its content is something else. Please upload a real .pdf file.',
      error: 'Bad Request',
    });
    await upload(exe, 'notes.txt').expect(400);
    await upload(Buffer.from('%PDF-1.7 guide'), 'guide.epub').expect(400);
    expect(privateFiles()).toBe(before);
    // the same bytes under their true names pass
    await upload(Buffer.from('%PDF-1.7 guide'), 'guide.pdf').expect(201);
    await upload(Buffer.from('Ten prompts for a calm week\n'), 'prompts.txt').expect(201);
  });

  it('uploads several product images at once', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const res = await admin
      .post('/api/upload/images')
      .attach('images', png, 'a.png')
      .attach('images', png, 'b.png')
      .expect(201);
    expect(res.body.imageUrls).toHaveLength(2);
    const p = await createProduct(admin, { imageUrls: res.body.imageUrls });
    expect((p as unknown as { imageUrl: string }).imageUrl).toBe(res.body.imageUrls[0]);
  });
});
