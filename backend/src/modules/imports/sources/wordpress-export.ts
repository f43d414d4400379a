import { BadRequestException } from '@nestjs/common';
import { decodeHTML } from 'entities';
import { XMLParser } from 'fast-xml-parser';
import { zonedInstant } from '@coach/shared';
import { ImportErrors } from '../imports.errors';
import {
  carriedImages,
  exportDate,
  type ImportBundle,
  type ImportedPost,
  type ImportedPostStatus,
} from './import-bundle';
import { plainExcerpt } from './post-excerpt';
import { type ZipEntries } from './zip-file';

// WordPress's export (Tools → Export, WXR 1.2): an RSS document whose <item>s are posts, pages and
// attachments, with the wp: fields beside the RSS ones. Only the address of an attachment is in it;
// a zip of the export with the site's wp-content/uploads folder carries the files themselves.
type Text = string | { '#text'?: string };
interface WxrCategory {
  '#text'?: string;
  '@_domain'?: string;
}
interface WxrItem {
  title?: Text;
  link?: Text;
  'content:encoded'?: Text;
  'excerpt:encoded'?: Text;
  'wp:post_id'?: Text;
  'wp:post_date'?: Text;
  'wp:post_date_gmt'?: Text;
  'wp:post_name'?: Text;
  'wp:status'?: Text;
  'wp:post_type'?: Text;
  'wp:post_password'?: Text;
  'wp:attachment_url'?: Text;
  category?: (WxrCategory | string)[];
  'wp:postmeta'?: { 'wp:meta_key'?: Text; 'wp:meta_value'?: Text }[];
}

const GONE = new Set(['trash', 'auto-draft']);
const LISTS = new Set(['item', 'category', 'wp:postmeta']);
const text = (value: Text | undefined): string =>
  (typeof value === 'string' ? value : (value?.['#text'] ?? '')).toString().trim();
// a field WordPress keeps HTML-escaped (a title, a term, an excerpt: `Q&#038;A`, `it&#8217;s`, inside
// CDATA, where the XML parser leaves them) as the plain text it shows
const plain = (value: Text | undefined): string => decodeHTML(text(value));

function readItems(xml: string): WxrItem[] {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    processEntities: true,
    isArray: (name) => LISTS.has(name),
  });
  let doc: { rss?: { channel?: { item?: WxrItem[] } } };
  try {
    doc = parser.parse(xml) as typeof doc;
  } catch {
    throw new BadRequestException(ImportErrors.notWordPress);
  }
  if (!doc.rss?.channel) throw new BadRequestException(ImportErrors.notWordPress);
  return doc.rss.channel.item ?? [];
}

// WordPress stores paragraphs as blank lines (its wpautop adds the <p>s when it shows a post)
function paragraphs(content: string): string {
  if (/<p[\s>]/i.test(content)) return content;
  return content
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => (/^<(h[1-6]|ul|ol|blockquote|figure|div)/i.test(part) ? part : `<p>${part}</p>`))
    .join('\n');
}

function statusOf(item: WxrItem): ImportedPostStatus {
  const status = text(item['wp:status']);
  if (status === 'publish' && !text(item['wp:post_password'])) return 'published';
  return status === 'future' ? 'scheduled' : 'draft';
}

function categoryOf(item: WxrItem): string | null {
  const terms = (item.category ?? []).map((c) => (typeof c === 'string' ? { '#text': c } : c));
  const named = (domain: string) =>
    terms.find((c) => c['@_domain'] === domain && text(c['#text']) && text(c['#text']) !== 'Uncategorized');
  const term = named('category') ?? named('post_tag');
  return term ? plain(term['#text']) : null;
}

// the item's old address as a path: `/2021/03/04/slug/`, or `/?p=12` for a site without pretty links
function oldPathOf(item: WxrItem): string | null {
  try {
    const url = new URL(text(item.link));
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

// When the post went out: its GMT date, or where WordPress left that empty (0000-00-00, as it does
// for some posts published from a draft) its local date, read in the site's time zone
function dateOf(item: WxrItem, timeZone: string): Date | null {
  const gmt = exportDate(`${text(item['wp:post_date_gmt'])}Z`.replace(' ', 'T'));
  const local = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text(item['wp:post_date']));
  if (gmt || !local || !exportDate(`${local[1]}T00:00:00Z`)) return gmt;
  const [hour, minute, second] = local.slice(2).map(Number);
  return new Date(zonedInstant(local[1], hour, timeZone, minute).getTime() + second * 1000);
}

function toPost(item: WxrItem, attachments: Map<string, string>, timeZone: string): ImportedPost {
  const html = paragraphs(text(item['content:encoded']));
  const thumbnail = (item['wp:postmeta'] ?? []).find((m) => text(m['wp:meta_key']) === '_thumbnail_id');
  const status = statusOf(item);
  return {
    sourceId: text(item['wp:post_id']),
    title: plain(item.title),
    slug: text(item['wp:post_name']),
    html,
    excerpt: plain(item['excerpt:encoded']) || plainExcerpt(html),
    category: categoryOf(item),
    featureImage: thumbnail ? (attachments.get(text(thumbnail['wp:meta_value'])) ?? null) : null,
    status,
    // WordPress itself has no members (a password-protected post is imported as a draft)
    audience: 'everyone',
    publishedAt: dateOf(item, timeZone),
    oldPath: status === 'published' ? oldPathOf(item) : null,
  };
}

export function readWordPressExport(xml: string, files: ZipEntries, timeZone: string): ImportBundle {
  const items = readItems(xml);
  const type = (item: WxrItem) => text(item['wp:post_type']);
  const attachments = new Map(
    items.filter((i) => type(i) === 'attachment').map((i) => [text(i['wp:post_id']), text(i['wp:attachment_url'])]),
  );
  // a post in the bin, or WordPress's own unsaved drafts, is no post of the owner's
  const kept = (i: WxrItem) => type(i) === 'post' && !GONE.has(text(i['wp:status']));
  const posts = items.filter(kept).map((i) => toPost(i, attachments, timeZone));
  return { posts, subscribers: [], images: carriedImages(files) };
}
