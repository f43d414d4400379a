import { existsSync } from 'node:fs';
import * as path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import type { TestClient } from '../support/client';
import type { TestApp } from '../support/test-app';
import { siteSuite } from './site-helpers';

// A real image of the given size: a JPEG (with EXIF orientation and a camera note when asked) or a
// PNG with a transparent half.
async function jpeg(width: number, height: number, orientation?: number): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#336699' } }).jpeg();
  const withExif = image.withMetadata({
    ...(orientation ? { orientation } : {}),
    exif: { IFD0: { Make: 'TestCam', Copyright: 'Jane Doe' } },
  });
  return withExif.toBuffer();
}
function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 40, b: 90, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

describe('the site images: photo, logo and favicon', () => {
  const suite = siteSuite();
  let t: TestApp;
  let admin: TestClient;
  beforeAll(() => {
    ({ t, admin } = suite);
  });

  const upload = (kind: string, data: Buffer, name = 'image.png') =>
    admin.post(`/api/admin/site/images/${kind}`).attach('image', data, name);
  const fileOf = (url: string) => path.join(t.config.dataDir, 'uploads', url.replace('/api/uploads/', ''));
  const served = async (url: string) => {
    const res = await request(t.server)
      .get(url)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    return { res, body: res.body as Buffer };
  };
  const metadataOf = async (url: string) => sharp((await served(url)).body).metadata();

  it('crops the photo to a 600 × 600 JPEG, upright, without its metadata, served with a long cache', async () => {
    // 800 × 400 stored on its side (orientation 6): upright it is 400 × 800
    const original = await jpeg(800, 400, 6);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload('photo', original, 'me.jpg').expect(201);
    expect(res.body.ownerPhotoUrl).toMatch(/^\/api\/uploads\/site\/[0-9a-f]{24}\.jpg$/);
    const { res: file, body } = await served(res.body.ownerPhotoUrl);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 600, 600]);
    expect([meta.orientation, meta.exif]).toEqual([undefined, undefined]);
    expect((await request(t.server).get('/api/site').expect(200)).body.ownerPhotoUrl).toBe(res.body.ownerPhotoUrl);
  });

  it('fits the logo inside 480 × 120 as a PNG that keeps its transparency, turned upright first', async () => {
    const wide = await upload('logo', await png(1200, 200)).expect(201);
    const meta = await metadataOf(wide.body.logoUrl);
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 480, 80, true]);

    // 100 × 400 stored on its side: upright 400 × 100, which fits as it is (never enlarged)
    const turned = await upload('logo', await jpeg(100, 400, 6), 'logo.jpg').expect(201);
    const upright = await metadataOf(turned.body.logoUrl);
    expect([upright.format, upright.width, upright.height]).toEqual(['png', 400, 100]);
  });

  it('crops the favicon to a 64 × 64 PNG', async () => {
    const res = await upload('favicon', await png(300, 200)).expect(201);
    expect(res.body.faviconUrl).toMatch(/^\/api\/uploads\/site\/[0-9a-f]{24}\.png$/);
    const meta = await metadataOf(res.body.faviconUrl);
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 64, 64]);
  });

  it('removes the file it replaces once the new one is saved, and the file of a removed image', async () => {
    const first = (await upload('photo', await jpeg(300, 300)).expect(201)).body.ownerPhotoUrl as string;
    const second = (await upload('photo', await jpeg(300, 300)).expect(201)).body.ownerPhotoUrl as string;
    expect(second).not.toBe(first);
    expect([existsSync(fileOf(first)), existsSync(fileOf(second))]).toEqual([false, true]);
    await request(t.server).get(first).expect(404);

    const removed = await admin.send('delete', '/api/admin/site/images/photo').expect(200);
    expect(removed.body.ownerPhotoUrl).toBeNull();
    expect(existsSync(fileOf(second))).toBe(false);
    expect((await request(t.server).get('/api/site').expect(200)).body.ownerPhotoUrl).toBeNull();
    // removing what is not there is no error
    await admin.send('delete', '/api/admin/site/images/photo').expect(200);
  });

  it.each([
    ['photo', 'The photo must be at least 200 × 200 pixels.', () => jpeg(199, 800)],
    ['logo', 'The logo must be at least 32 pixels high.', () => png(400, 31)],
    ['favicon', 'The favicon must be at least 32 × 32 pixels.', () => png(31, 64)],
  ])('refuses a %s that is too small: "%s"', async (kind, message, make) => {
    const before = (await admin.get('/api/admin/site').expect(200)).body;
    const res = await upload(kind, await make()).expect(400);
    expect(res.body.message).toBe(message);
    expect((await admin.get('/api/admin/site').expect(200)).body).toEqual(before);
  });

  it('refuses what is not an image, by its content', async () => {
    for (const [data, name] of [
      [Buffer.from('<html><script>alert(1)</script></html>'), 'photo.jpg'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'), 'logo.svg'],
    ] as const) {
      const res = await upload('logo', data, name).expect(400);
      expect(res.body.message).toBe('Only JPG, PNG, GIF, WebP or AVIF images can be uploaded.');
    }
    const none = await admin.post('/api/admin/site/images/logo').field('other', 'x').expect(400);
    expect(none.body.message).toBe('Please choose an image to upload.');
  });

  it('refuses an image it cannot decode: a broken header or a cut-off file', async () => {
    const whole = await png(300, 300);
    const brokenHeader = Buffer.concat([whole.subarray(0, 16), Buffer.alloc(200, 7)]);
    const cutOff = (await jpeg(1000, 1000)).subarray(0, 2000);
    for (const data of [brokenHeader, cutOff]) {
      const res = await upload('photo', data).expect(400);
      expect(res.body.message).toBe('This image could not be read. Please try another file.');
    }
  });

  it('refuses images over 5 MB, and a small file that would decode to too many pixels', async () => {
    const justOver = Buffer.concat([await png(300, 300), Buffer.alloc(5 * 1024 * 1024)]).subarray(
      0,
      5 * 1024 * 1024 + 1,
    );
    expect((await upload('photo', justOver).expect(400)).body.message).toBe('Images can be at most 5 MB.');
    const far = Buffer.concat([await png(300, 300), Buffer.alloc(6 * 1024 * 1024)]);
    expect((await upload('photo', far).expect(413)).body.message).toBe('The file is too large.');

    // 8000 × 6000 pixels of one colour: a small file, 48 megapixels once decoded
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#336699' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect((await upload('photo', bomb).expect(400)).body.message).toBe('Images can be at most 40 megapixels.');
  });

  it('names the three kinds when given another', async () => {
    const res = await upload('banner', await png(300, 300)).expect(400);
    expect(res.body.message).toBe('Image kind must be one of photo, logo, favicon');
    const removal = await admin.send('delete', '/api/admin/site/images/banner').expect(400);
    expect(removal.body.message).toBe('Image kind must be one of photo, logo, favicon');
  });
});
