import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { loadConfig } from '../../src/core/config/app-config';
import type { S3StorageConfig } from '../../src/core/config/storage-config';
import { LocalFileStore } from '../../src/core/storage/local-file-store';
import { moveFiles } from '../../src/core/storage/move-files';
import { S3FileStore } from '../../src/core/storage/s3-file-store';
import { createProduct } from '../commerce/commerce-helpers';
import { newClient, signedIn, TestClient } from '../support/client';
import { makeRefundRecord, refundItems, resetShop } from '../support/factories';
import { S3Server, startS3Server } from '../support/s3-server';
import { waitFor } from '../support/smtp-capture';
import { createTestApp, TestApp } from '../support/test-app';

// Issue 30: files in a bucket of an S3-compatible service (STORAGE=s3), against a real S3 protocol
// server on loopback (s3rver), with the official SDK on both sides.
describe('files on S3-compatible storage', () => {
  let s3: S3Server;
  let t: TestApp;
  let admin: TestClient;
  let bucket: S3Client;
  let signedUrlEndpoint: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    // signed links for the server by another name (as a browser reaches MinIO on localhost while
    // the backend calls it by its compose name), with the default lifetime: however slow the
    // machine, the buyer's link still works when the test follows it
    signedUrlEndpoint = s3.env.S3_ENDPOINT.replace('127.0.0.1', 'localhost');
    t = await createTestApp({ env: { ...s3.env, S3_SIGNED_URL_ENDPOINT: signedUrlEndpoint } });
    await resetShop(t);
    admin = await signedIn(t, 'admin');
    bucket = new S3FileStore(loadConfig(s3.env).storage as S3StorageConfig).client;
  });
  afterAll(async () => {
    await t.close();
    bucket.destroy();
    await s3.close();
  });

  // the object's bytes, or null when the bucket has none under the key
  const objectOf = async (key: string): Promise<Buffer | null> => {
    try {
      const object = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    } catch {
      return null;
    }
  };
  const exists = (key: string) =>
    bucket.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key })).then(
      () => true,
      () => false,
    );

  it('streams a product file into the bucket; its buyer is sent to a signed link that works, then expires', async () => {
    // larger than one part of a streamed upload (5 MB)
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(6 * 1024 * 1024)]);
    const up = await admin.post('/api/upload/digital').attach('file', pdf, 'Calm Guide.pdf').expect(201);
    const key = (up.body.file.path as string).replace(/^private:/, '');
    expect(Buffer.compare((await objectOf(`private/${key}`))!, pdf)).toBe(0);
    // nothing on disk
    expect(existsSync(path.join(t.config.dataDir, 'private'))).toBe(false);

    const p = await createProduct(admin, {
      price: '9',
      digitalFileUrl: up.body.file.path,
      digitalFileName: 'Calm Guide.pdf',
    });
    const buyer = await signedIn(t);
    const intent = await buyer.post('/api/create-payment-intent', { amount: 9, productIds: [p.id] }).expect(200);
    const { clientSecret } = intent.body as { clientSecret: string };
    await buyer.post('/api/payments/offline/confirm', { clientSecret, cardNumber: '4242424242424242' }).expect(200);
    const download = (await buyer.get('/api/downloads').expect(200)).body.find(
      (d: { productId: number }) => d.productId === p.id,
    );

    const redirect = await buyer.get(download.url).expect(302);
    expect(redirect.headers['cache-control']).toBe('private, no-store');
    const signed = redirect.headers.location as string;
    expect(signed.startsWith(`${signedUrlEndpoint}/${s3.bucket}/private/${key}?`)).toBe(true);
    const file = await fetch(signed);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''Calm%20Guide.pdf");
    expect(Buffer.compare(Buffer.from(await file.arrayBuffer()), pdf)).toBe(0);
    // the bucket refuses such a link once its time is up: the same store's link made to last a
    // second, tried until refused. Each try asks for one byte and reads it: a whole 6 MB answer
    // left unread would still be streaming (and s3rver logging it) after the test
    const config = loadConfig({ ...s3.env, S3_SIGNED_URL_SECONDS: '1' }).storage as S3StorageConfig;
    const shortLived = new S3FileStore(config);
    const link = await shortLived.signedUrl(`private/${key}`, 'Calm Guide.pdf');
    shortLived.client.destroy();
    const expired = async () => {
      const tried = await fetch(link, { headers: { range: 'bytes=0-0' } });
      await tried.arrayBuffer();
      return tried.status === 403;
    };
    await waitFor(expired, 60_000, 'the signed link to expire');

    // the checks before the redirect stay: another account, no session, a refund
    const other = await signedIn(t);
    expect((await other.get(download.url).expect(403)).body.message).toBe('This download belongs to another account.');
    await (await newClient(t)).get(download.url).expect(401);
    const [{ id: orderId }] = (await buyer.get('/api/orders').expect(200)).body;
    const refundId = await makeRefundRecord(t, { orderId, cents: 900, status: 'succeeded', minutesFromNow: 0 });
    await refundItems(t, { orderId, title: p.title, refundId, refundedCents: 900 });
    expect((await buyer.get(download.url).expect(403)).body.message).toBe(
      'This purchase was refunded, so its download is no longer available.',
    );
  });

  it('keeps images in the bucket, serves them through the backend cached for a year, and removes them', async () => {
    const png = await sharp({ create: { width: 500, height: 300, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const { url } = (await admin.post('/api/upload-image').attach('image', png, 'photo.png').expect(201)).body as {
      url: string;
    };
    const name = url.split('/').pop()!;
    expect(Buffer.compare((await objectOf(`uploads/images/${name}`))!, png)).toBe(0);
    expect(await exists(`uploads/images/${name.replace('.png', '-400w.webp')}`)).toBe(true);

    const served = await request(t.server).get(url).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(Buffer.compare(served.body as Buffer, png)).toBe(0);
    await request(t.server)
      .get(url.replace(/[0-9a-f]{24}/, 'f'.repeat(24)))
      .expect(404);

    // with a public address of the bucket (a CDN, an R2 public bucket), the same address sends the
    // browser there, for good
    const cdn = await createTestApp({ env: { ...s3.env, S3_PUBLIC_URL: 'https://files.coach.example/' } });
    try {
      const moved = await request(cdn.server).get(url).expect(301);
      expect(moved.headers.location).toBe(`https://files.coach.example/uploads/images/${name}`);
      expect(moved.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    } finally {
      await cdn.close();
    }

    // the owner's photo: replaced or removed, its object goes
    const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    const uploaded = await admin.post('/api/admin/site/images/photo').attach('image', photo, 'me.jpg').expect(201);
    const photoKey = `uploads/site/${(uploaded.body.ownerPhotoUrl as string).split('/').pop()}`;
    expect(await exists(photoKey)).toBe(true);
    await admin.send('delete', '/api/admin/site/images/photo').expect(200);
    expect(await exists(photoKey)).toBe(false);
  });

  it('moves the files of DATA_DIR into the bucket: byte for byte, skipping what is there, deleting only when asked', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'coach-move-'));
    const files: Record<string, Buffer> = {
      [`uploads/images/${'a'.repeat(24)}-10x10.png`]: randomBytes(2000),
      [`uploads/site/${'b'.repeat(24)}.jpg`]: randomBytes(3000),
      [`private/${'c'.repeat(32)}.pdf`]: randomBytes(7 * 1024 * 1024),
    };
    for (const [key, data] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dataDir, key)), { recursive: true });
      writeFileSync(path.join(dataDir, key), data);
    }
    const local = new LocalFileStore(dataDir);
    const to = new S3FileStore(loadConfig(s3.env).storage as S3StorageConfig);

    const first = await moveFiles(local, to, { remove: false });
    expect(first).toEqual({ copied: 3, skipped: 0, deleted: 0, bytes: 5000 + 7 * 1024 * 1024 });
    for (const [key, data] of Object.entries(files)) {
      expect(Buffer.compare((await objectOf(key))!, data)).toBe(0);
      expect(Buffer.compare(readFileSync(path.join(dataDir, key)), data)).toBe(0);
    }
    // the moved image is served from the bucket like one uploaded there
    const served = await request(t.server)
      .get(`/api/uploads/images/${'a'.repeat(24)}-10x10.png`)
      .buffer(true);
    expect(Buffer.compare(served.body as Buffer, files[`uploads/images/${'a'.repeat(24)}-10x10.png`])).toBe(0);

    // run again: nothing to copy; with remove, the disk is emptied
    expect(await moveFiles(local, to, { remove: true })).toEqual({ copied: 0, skipped: 3, deleted: 3, bytes: 0 });
    for (const key of Object.keys(files)) expect(existsSync(path.join(dataDir, key))).toBe(false);
    to.client.destroy();
  });
});
