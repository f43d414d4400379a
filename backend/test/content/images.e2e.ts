import sharp from 'sharp';
import request from 'supertest';
import { signedIn, TestClient } from '../support/client';
import { createTestApp, TestApp } from '../support/test-app';

// a real 1×1 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('the image library', () => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedIn(t, 'admin');
  });
  afterAll(() => t.close());

  const upload = (buf: Buffer, name: string, field = 'image') =>
    admin.post('/api/upload-image').attach(field, buf, name);

  it('stores an image under a random name, lists it, and serves it with a long cache', async () => {
    const res = await upload(PNG, 'my photo.png').expect(201);
    // its size in its name, so a page can give its width, height and srcset from the address alone
    expect(res.body.url).toMatch(/^\/api\/uploads\/images\/[0-9a-f]{24}-1x1\.png$/);
    const served = await request(t.server).get(res.body.url).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0);
    const list = await admin.get('/api/uploaded-images').expect(200);
    expect(list.body[0]).toBe(res.body.url);
  });

  it('resizes an image on upload into WebP variants of the widths pages use, upright and without its EXIF data', async () => {
    // a 2400 × 1200 photo taken on its side (EXIF orientation 6: to be turned a quarter clockwise)
    const photo = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { url } = (await upload(photo, 'sideways.jpg').expect(201)).body as { url: string };
    expect(url).toMatch(/^\/api\/uploads\/images\/[0-9a-f]{24}-1200x2400\.jpg$/);
    for (const width of [400, 800, 1200]) {
      const variant = await request(t.server)
        .get(url.replace(/\.jpg$/, `-${width}w.webp`))
        .buffer(true)
        .expect(200);
      expect(variant.headers['content-type']).toBe('image/webp');
      expect(variant.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(variant.body as Buffer).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', width, width * 2, undefined]);
    }
    // no variant wider than the picture
    await request(t.server)
      .get(url.replace(/\.jpg$/, '-1600w.webp'))
      .expect(404);
    // the original stays as it came
    const original = await request(t.server).get(url).expect(200);
    expect(Buffer.compare(original.body as Buffer, photo)).toBe(0);

    // a picture narrower than the smallest width gets one variant of its own width
    const small = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer();
    const smallUrl = (await upload(small, 'small.png').expect(201)).body.url as string;
    expect(smallUrl).toMatch(/-300x200\.png$/);
    const variant = await request(t.server)
      .get(smallUrl.replace(/\.png$/, '-300w.webp'))
      .buffer(true)
      .expect(200);
    expect((await sharp(variant.body as Buffer).metadata()).width).toBe(300);
  });

  it('refuses an image that does not decode, and writes nothing for it', async () => {
    const before = (await admin.get('/api/uploaded-images').expect(200)).body as string[];
    const broken = Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(200, 7)]);
    const res = await upload(broken, 'broken.png').expect(400);
    expect(res.body.message).toBe('This image could not be read. Please try another file.');
    expect((await admin.get('/api/uploaded-images').expect(200)).body).toEqual(before);
  });

  it('lets mail clients on other sites show the images: cross-origin, no cookie; the rest of the site stays same-origin', async () => {
    const { url } = (await upload(PNG, 'newsletter.png').expect(201)).body as { url: string };
    // as a webmail page on another site, or a mail client's image proxy, asks for it: no cookie
    const served = await request(t.server).get(url).set('Sec-Fetch-Site', 'cross-site').expect(200);
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['set-cookie']).toBeUndefined();
    expect((await request(t.server).head(url).expect(200)).headers['cross-origin-resource-policy']).toBe(
      'cross-origin',
    );

    for (const other of ['/api/uploads/images/000000000000000000000000.png', '/api/health', '/api/uploaded-images']) {
      const res = await request(t.server).get(other);
      expect([other, res.headers['cross-origin-resource-policy']]).toEqual([other, 'same-origin']);
    }
  });

  it('checks the content, not the name', async () => {
    const html = await upload(Buffer.from('<html><script>alert(1)</script></html>'.padEnd(64)), 'cat.png').expect(400);
    expect(html.body.message).toBe('Only JPG, PNG, GIF, WebP or AVIF images can be uploaded.');
    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'),
      'logo.svg',
    ).expect(400);
    expect(svg.body.message).toBe('Only JPG, PNG, GIF, WebP or AVIF images can be uploaded.');
  });

  it('refuses images over 5 MB and requests without a file', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(big, 'huge.png').expect(413);
    expect(res.body.message).toBe('The file is too large.');
    const none = await admin.post('/api/upload-image').field('other', 'x').expect(400);
    expect(none.body.message).toBe('Please choose an image to upload.');
  });

  it('does not let a file name reach the disk', async () => {
    const res = await upload(PNG, '../../etc/evil.png').expect(201);
    expect(res.body.url).not.toContain('evil');
  });
});
