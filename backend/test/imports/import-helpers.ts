import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import request from 'supertest';
import { SERVER_ENTRY } from '../../src/modules/pages';
import type { TestClient } from '../support/client';
import { fakeSpaDir, standInEntry } from '../support/server-entry';
import { createTestApp, type TestApp } from '../support/test-app';

export const FIXTURES = path.join(__dirname, 'fixtures');
export const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));

// the whole app with its pages (the old addresses are answered where the pages are)
export const appWithPages = () =>
  createTestApp({ env: { SPA_DIR: fakeSpaDir() }, overrides: [[SERVER_ENTRY, () => Promise.resolve(standInEntry)]] });

// a zip of these files, by their path inside it
export const zipOf = (files: Record<string, Buffer>) =>
  Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, data]) => [name, new Uint8Array(data)]))));

// The zip with `name`'s unpacked size declared as `size` (in its local header and the central
// directory), as a zip bomb or a large video declares it, without the bytes.
export function declaringSize(zip: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(zip);
  for (let at = out.indexOf(CENTRAL_ENTRY); at >= 0; at = out.indexOf(CENTRAL_ENTRY, at + 4)) {
    const nameLength = out.readUInt16LE(at + 28);
    if (out.toString('utf8', at + 46, at + 46 + nameLength) !== name) continue;
    out.writeUInt32LE(size, at + 24);
    out.writeUInt32LE(size, out.readUInt32LE(at + 42) + 22);
  }
  return out;
}
const CENTRAL_ENTRY = Buffer.from([0x50, 0x4b, 0x01, 0x02]);

// every file under `dir`, by its path below it
function filesUnder(dir: string, prefix = ''): Record<string, Buffer> {
  const files: Record<string, Buffer> = {};
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) Object.assign(files, filesUnder(full, `${prefix}${name}/`));
    else files[`${prefix}${name}`] = readFileSync(full);
  }
  return files;
}

// Substack's export as it downloads: the sample's folder, zipped
export const substackZip = () => zipOf(filesUnder(path.join(FIXTURES, 'substack')));

// a real little PNG, as the site's image library accepts
export const png = () =>
  sharp({ create: { width: 4, height: 3, channels: 3, background: '#4a7' } })
    .png()
    .toBuffer();

// Ghost's JSON export zipped with the site's content/images folder, as an owner packs it
export const ghostZip = async () =>
  zipOf({ 'ghost-export.json': fixture('ghost-export.json'), 'content/images/2024/03/desk.png': await png() });

export const importFile = (admin: TestClient, source: string, file: Buffer, name: string, dryRun = false) =>
  admin.post('/api/admin/imports').field('source', source).field('dryRun', String(dryRun)).attach('file', file, name);

export interface PostRow {
  slug: string;
  title: string;
  category: string;
  published: boolean;
  scheduled: boolean;
  published_at: Date | null;
  image_url: string | null;
  content: string;
  excerpt: string;
  audience: string;
}

export const postRows = async (t: TestApp): Promise<PostRow[]> =>
  t.dataSource.query(
    `SELECT slug, title, category, published, scheduled, published_at, image_url, content, excerpt, audience
     FROM blog_posts ORDER BY id`,
  );

export const subscriberRows = async (t: TestApp) =>
  t.dataSource.query<{ email: string; active: boolean; confirmed: boolean; unsubscribed: boolean }[]>(
    `SELECT email, active, confirmed_at IS NOT NULL AS confirmed, unsubscribed_at IS NOT NULL AS unsubscribed
     FROM subscribers ORDER BY email`,
  );

export const countOf = async (
  t: TestApp,
  table: 'blog_posts' | 'subscribers' | 'import_items' | 'redirects' | 'mail_outbox' | 'uploaded_images',
) => Number((await t.dataSource.query<{ n: string }[]>(`SELECT count(*) AS n FROM ${table}`))[0].n);

// what a visitor's browser gets at an old address
export const visit = (t: TestApp, address: string) => request(t.server).get(address).redirects(0);

// the outcome of each row, by its label
export const outcomes = (body: { rows: { label: string; outcome: string }[] }) =>
  Object.fromEntries(body.rows.map((r) => [r.label, r.outcome]));
