import { BadRequestException } from '@nestjs/common';
import { parseCsv } from '../../../core/text/csv-read';
import { ImportErrors } from '../imports.errors';
import {
  exportDate,
  type ImportBundle,
  type ImportedPost,
  type ImportedPostAudience,
  type ImportedPostStatus,
  type ImportedSubscriber,
} from './import-bundle';
import { plainExcerpt } from './post-excerpt';
import { type ZipEntries, zipFileEnding } from './zip-file';

// Substack's export (Settings → Exports): a zip with posts.csv (post_id, post_date, is_published,
// email_sent_at, inbox_sent_at, type, audience, title, subtitle, podcast_url), each post's body in
// posts/<post_id>.html (post_id is `<number>.<slug>`), and the list in email_list.<publication>.csv
// (email, active_subscription, expiry, plan, email_disabled, created_at, …). Its images stay on
// Substack's CDN: the posts keep them as links.

type Row = Record<string, string>;

function rowsOf(csv: Buffer): Row[] {
  const [header, ...records] = parseCsv(csv.toString('utf8'));
  if (!header) return [];
  const names = header.fields.map((f) => f.trim().toLowerCase());
  return records
    .filter((r) => r.fields.some((f) => f.trim()))
    .map((r) => Object.fromEntries(names.map((name, i) => [name, (r.fields[i] ?? '').trim()])));
}

const yes = (value: string | undefined) => value?.toLowerCase() === 'true';

function statusOf(row: Row, now: Date): ImportedPostStatus {
  if (!yes(row.is_published)) return 'draft';
  const date = exportDate(row.post_date);
  return date && date > now ? 'scheduled' : 'published';
}

// posts.csv's audience: everyone, only_free (subscribers), only_paid (any paying one), founding
// (the founding tier alone); a value this importer does not know is held back like founding
function audienceOf(audience: string | undefined): ImportedPostAudience {
  if (!audience || audience === 'everyone') return 'everyone';
  return audience === 'only_free' || audience === 'only_paid' ? 'members' : 'tiers';
}

function bodyOf(files: ZipEntries, postId: string): string {
  const file = zipFileEnding(
    files,
    new RegExp(`(^|/)posts/${postId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\.[^/]*)?\\.html$`),
  );
  return file ? file[1].toString('utf8') : '';
}

function toPost(row: Row, files: ZipEntries, now: Date): ImportedPost {
  const slug = row.post_id.includes('.') ? row.post_id.slice(row.post_id.indexOf('.') + 1) : '';
  const html = bodyOf(files, row.post_id);
  const status = statusOf(row, now);
  return {
    sourceId: row.post_id.split('.')[0],
    title: row.title ?? '',
    slug,
    html,
    excerpt: row.subtitle || plainExcerpt(html),
    category: null,
    featureImage: null,
    status,
    audience: audienceOf(row.audience),
    publishedAt: exportDate(row.post_date),
    oldPath: status === 'published' && slug ? `/p/${slug}` : null,
  };
}

// A disabled address on a Substack list is one whose mail bounced.
function toSubscriber(row: Row): ImportedSubscriber {
  return {
    email: row.email,
    state: yes(row.email_disabled) ? 'bounced' : 'active',
    subscribedAt: exportDate(row.created_at),
  };
}

export function readSubstackExport(files: ZipEntries, now = new Date()): ImportBundle {
  const posts = zipFileEnding(files, /(^|\/)posts\.csv$/);
  if (!posts) throw new BadRequestException(ImportErrors.notSubstack);
  const list = zipFileEnding(files, /(^|\/)email_list[^/]*\.csv$/);
  return {
    posts: rowsOf(posts[1])
      .filter((row) => row.post_id)
      .map((row) => toPost(row, files, now)),
    subscribers: list
      ? rowsOf(list[1])
          .filter((row) => row.email)
          .map(toSubscriber)
      : [],
    images: new Map(),
  };
}
