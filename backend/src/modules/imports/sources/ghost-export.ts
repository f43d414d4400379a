import { BadRequestException } from '@nestjs/common';
import { ImportErrors } from '../imports.errors';
import {
  carriedImages,
  exportDate,
  type ImportBundle,
  type ImportedPost,
  type ImportedPostAudience,
  type ImportedSubscriber,
} from './import-bundle';
import { plainExcerpt } from './post-excerpt';
import { type ZipEntries } from './zip-file';

// Ghost's JSON export (Settings → Labs → Export): { db: [{ meta, data: { posts, tags, posts_tags,
// users, members, … } }] }. Its images are addressed as `__GHOST_URL__/content/images/…`; a zip of the
// export with the site's content/images folder carries the files themselves.
interface GhostPost {
  id: string;
  title?: string;
  slug?: string;
  html?: string | null;
  type?: string;
  status?: string;
  visibility?: string;
  custom_excerpt?: string | null;
  plaintext?: string | null;
  feature_image?: string | null;
  published_at?: string | null;
  created_at?: string | null;
}
interface GhostMember {
  email?: string;
  subscribed?: boolean;
  email_disabled?: boolean;
  created_at?: string;
  id?: string;
}
interface GhostData {
  posts?: GhostPost[];
  tags?: { id: string; name?: string }[];
  posts_tags?: { post_id: string; tag_id: string; sort_order?: number }[];
  members?: GhostMember[];
  members_newsletters?: { member_id: string }[];
}

const GHOST_URL = '__GHOST_URL__';

function readData(json: string): GhostData {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new BadRequestException(ImportErrors.notGhost);
  }
  const root = parsed as { db?: { data?: GhostData }[]; data?: GhostData };
  const data = root.db?.[0]?.data ?? root.data;
  if (!data || !Array.isArray(data.posts)) throw new BadRequestException(ImportErrors.notGhost);
  return data;
}

function firstTags(data: GhostData): Map<string, string> {
  const names = new Map((data.tags ?? []).map((t) => [t.id, t.name ?? '']));
  const first = new Map<string, string>();
  const ordered = [...(data.posts_tags ?? [])].sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0));
  for (const link of ordered) {
    const name = names.get(link.tag_id);
    // Ghost's internal tags (#tag) are the theme's, not the reader's
    if (name && !name.startsWith('#') && !first.has(link.post_id)) first.set(link.post_id, name);
  }
  return first;
}

// Ghost's visibility: public, members (any member), paid (any paying member), tiers (some of them);
// a value this importer does not know is held back like tiers
function audienceOf(visibility: string | undefined): ImportedPostAudience {
  if (!visibility || visibility === 'public') return 'everyone';
  return visibility === 'members' || visibility === 'paid' ? 'members' : 'tiers';
}

function toPost(post: GhostPost, category: string | null): ImportedPost {
  const html = (post.html ?? '').replaceAll(GHOST_URL, '');
  const status = post.status === 'published' ? 'published' : post.status === 'scheduled' ? 'scheduled' : 'draft';
  const slug = post.slug ?? '';
  return {
    sourceId: post.id,
    title: post.title ?? '',
    slug,
    html,
    excerpt: post.custom_excerpt || plainExcerpt(post.plaintext || html),
    category,
    featureImage: post.feature_image ? post.feature_image.replace(GHOST_URL, '') : null,
    status,
    audience: audienceOf(post.visibility),
    publishedAt: exportDate(post.published_at),
    oldPath: status === 'published' && slug ? `/${slug}/` : null,
  };
}

// Ghost 5 keeps a member's newsletters apart (members_newsletters); Ghost 4 had `subscribed`.
function toSubscribers(data: GhostData): ImportedSubscriber[] {
  const receiving = new Set((data.members_newsletters ?? []).map((m) => m.member_id));
  return (data.members ?? [])
    .filter((m) => m.email)
    .map((m) => {
      const subscribed = m.subscribed ?? (m.id !== undefined && receiving.has(m.id));
      const state = m.email_disabled ? 'bounced' : subscribed ? 'active' : 'unsubscribed';
      return { email: m.email!, state, subscribedAt: exportDate(m.created_at) };
    });
}

export function readGhostExport(json: string, files: ZipEntries = new Map()): ImportBundle {
  const data = readData(json);
  const tags = firstTags(data);
  const posts = data.posts!.filter((p) => (p.type ?? 'post') === 'post').map((p) => toPost(p, tags.get(p.id) ?? null));
  return { posts, subscribers: toSubscribers(data), images: carriedImages(files) };
}
