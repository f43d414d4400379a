import request from 'supertest';
import { newClient, signedIn, type TestClient } from '../support/client';
import { forgetImports, resetBlog } from '../support/factories';
import type { TestApp } from '../support/test-app';
import { postBody } from '../blog/blog-helpers';
import { appWithPages, countOf, declaringSize, fixture, importFile, png, visit, zipOf } from './import-helpers';

// The import's bad requests, and the owner's list of redirects
describe('import requests and redirects', () => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await appWithPages();
    admin = await signedIn(t, 'admin');
  });
  beforeEach(async () => {
    await Promise.all([resetBlog(t), forgetImports(t)]);
  });
  afterAll(() => t.close());

  it('refuses a missing file, an unknown source and a file of another source with a readable 400, writing nothing', async () => {
    const none = await admin.post('/api/admin/imports').field('source', 'ghost').expect(400);
    expect(none.body.message).toBe('Please choose the export file to import.');
    const unknown = await importFile(admin, 'medium', fixture('ghost-export.json'), 'x.json').expect(400);
    expect(unknown.body.message).toBe('source must be ghost, wordpress or substack');
    const badFlag = await admin
      .post('/api/admin/imports')
      .field('source', 'ghost')
      .field('dryRun', 'maybe')
      .attach('file', fixture('ghost-export.json'), 'x.json')
      .expect(400);
    expect(badFlag.body.message).toBe('dryRun must be true or false');
    const wrong = await importFile(admin, 'ghost', fixture('wordpress-export.xml'), 'export.xml').expect(400);
    expect(wrong.body.message).toMatch(/^This is not a Ghost export\./);
    const notWxr = await importFile(admin, 'wordpress', fixture('ghost-export.json'), 'export.json').expect(400);
    expect(notWxr.body.message).toMatch(/^This is not a WordPress export\./);
    const notSubstack = await importFile(admin, 'substack', zipOf({ 'a.txt': Buffer.from('hi') }), 'x.zip').expect(400);
    expect(notSubstack.body.message).toMatch(/^This is not a Substack export\./);
    const broken = await importFile(admin, 'substack', Buffer.from('PK\u0003\u0004broken'), 'x.zip').expect(400);
    expect(broken.body.message).toBe('This zip file could not be read. Please download the export again.');
    expect(await countOf(t, 'blog_posts')).toBe(0);
  });

  it('answers 413 with the limit in words for an export over 50 MB', async () => {
    const big = Buffer.alloc(50 * 1024 * 1024 + 1, 32);
    const res = await importFile(admin, 'ghost', big, 'huge.json').expect(413);
    expect(res.body.message).toBe(
      'The export is too large: at most 50 MB. Import the posts without their images, or split the file.',
    );
  });

  it('refuses a zip whose images unpack to more than 200 MB, and neither unpacks nor counts files it does not read', async () => {
    const xml = fixture('wordpress-export.xml');
    const huge = declaringSize(
      zipOf({ 'export.xml': xml, 'wp-content/uploads/2021/03/huge.png': await png() }),
      'wp-content/uploads/2021/03/huge.png',
      201 * 1024 * 1024,
    );
    const refused = await importFile(admin, 'wordpress', huge, 'export.zip').expect(400);
    expect(refused.body.message).toBe(
      'The zip unpacks to more than 200 MB. Import the posts without their images, or split the file.',
    );
    // a video beside the export is left in the zip, however large
    const video = declaringSize(
      zipOf({ 'export.xml': xml, 'wp-content/uploads/2021/03/talk.mp4': Buffer.from('not read') }),
      'wp-content/uploads/2021/03/talk.mp4',
      1024 * 1024 * 1024,
    );
    const res = await importFile(admin, 'wordpress', video, 'export.zip', true).expect(200);
    expect(res.body.posts.created).toBe(3);
  });

  it('is the admin’s alone', async () => {
    const visitor = await newClient(t);
    await importFile(visitor, 'ghost', fixture('ghost-export.json'), 'x.json').expect(401);
    await visitor.get('/api/admin/imports/redirects').expect(401);
    const customer = await signedIn(t, 'customer');
    await importFile(customer, 'ghost', fixture('ghost-export.json'), 'x.json').expect(403);
    await customer.send('delete', '/api/admin/imports/redirects/1').expect(403);
  });

  it('lists the redirects, newest first, and stops one on delete (its address answers 404 again)', async () => {
    await importFile(admin, 'wordpress', fixture('wordpress-export.xml'), 'export.xml').expect(200);
    const list = await admin.get('/api/admin/imports/redirects').expect(200);
    expect(list.headers['x-total-count']).toBe('2');
    expect(list.body.map((r: { path: string; target: string }) => [r.path, r.target]).sort()).toEqual([
      ['/2021/03/04/morning-routines', '/blog/morning-routines'],
      ['/?p=15', '/blog/saying-no-kindly'],
    ]);
    const morning = list.body.find((r: { path: string }) => r.path === '/2021/03/04/morning-routines');
    await admin.send('delete', `/api/admin/imports/redirects/${morning.id}`).expect(204);
    const gone = await admin.send('delete', `/api/admin/imports/redirects/${morning.id}`).expect(404);
    expect(gone.body.message).toBe('This redirect does not exist (any more).');
    await visit(t, '/2021/03/04/morning-routines/').expect(404);
    await request(t.server).get('/?p=15').redirects(0).expect(301);
  });

  it('leads an old address to its post now: a retitled post’s new slug, none for a deleted one', async () => {
    await importFile(admin, 'wordpress', fixture('wordpress-export.xml'), 'export.xml').expect(200);
    const { id } = (await admin.get('/api/blog-posts/morning-routines').expect(200)).body;
    const moved = await visit(t, '/2021/03/04/morning-routines/').expect(301);
    // kept an hour by browsers, so that a Remove takes effect
    expect(moved.headers['cache-control']).toBe('public, max-age=3600');
    await admin
      .send('put', `/api/admin/blog-posts/${id}`, postBody({ title: 'Evening Routines', published: true }))
      .expect(200);
    expect((await visit(t, '/2021/03/04/morning-routines/').expect(301)).headers.location).toBe(
      '/blog/evening-routines',
    );
    const list = await admin.get('/api/admin/imports/redirects').expect(200);
    expect(list.body.map((r: { target: string }) => r.target).sort()).toEqual([
      '/blog/evening-routines',
      '/blog/saying-no-kindly',
    ]);
    // deleted: its redirect goes with it
    const noId = (await admin.get('/api/blog-posts/saying-no-kindly').expect(200)).body.id;
    await admin.send('delete', `/api/admin/blog-posts/${noId}`).expect(200);
    await request(t.server).get('/?p=15').redirects(0).expect(200);
    expect(await countOf(t, 'redirects')).toBe(1);
  });
});
