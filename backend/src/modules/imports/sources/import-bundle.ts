import { isImageFile } from './zip-file';

// What an export holds, read the same way from every source: the importer knows no source's format.
export const IMPORT_SOURCES = ['ghost', 'wordpress', 'substack'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

export type ImportedPostStatus = 'published' | 'draft' | 'scheduled';

// Who could read the post's body on the old platform: everybody, its members (free or paying: the
// site's `members`, which is stricter for free ones), or only some of its paid tiers, which map to
// no tier here with certainty (the importer holds such a post back as a draft for members).
export type ImportedPostAudience = 'everyone' | 'members' | 'tiers';

export interface ImportedPost {
  // the post's id in the source (unique there)
  sourceId: string;
  title: string;
  slug: string;
  html: string;
  excerpt: string;
  // the source's first tag or category (the blog keeps one category per post)
  category: string | null;
  // an image address as the export names it (a path inside the file, or a link)
  featureImage: string | null;
  status: ImportedPostStatus;
  audience: ImportedPostAudience;
  publishedAt: Date | null;
  // the post's path on the old site (`/slug/`, `/2021/03/04/slug/`, `/?p=12`, `/p/slug`)
  oldPath: string | null;
}

// how the source left the address: still receiving its mail, gone, or its mail bouncing
export type ImportedSubscriberState = 'active' | 'unsubscribed' | 'bounced';

// An address the source lists as receiving its mail asked for it there (a Ghost member signs up
// through the magic link sent to the address, a Substack reader subscribes or was imported with the
// writer's word for it): its consent comes with it.
export interface ImportedSubscriber {
  email: string;
  state: ImportedSubscriberState;
  subscribedAt: Date | null;
}

export interface ImportBundle {
  posts: ImportedPost[];
  subscribers: ImportedSubscriber[];
  // the image files the export carries, by the address its posts name them with
  images: Map<string, Buffer>;
}

// Where a platform keeps a post's images: Ghost's content/images, WordPress's wp-content/uploads
// (below a subdirectory install's folder too).
const IMAGE_FOLDERS = /(^|\/)(wp-content\/uploads|content\/images)\//;

// An image's key in an ImportBundle, the same for its file in the zip and for any address a post
// names it by: its path from the images folder on (`/content/images/2024/03/x.png`), or null for a
// path outside one.
export function imageKey(path: string): string | null {
  const at = path.search(IMAGE_FOLDERS);
  if (at < 0) return null;
  return `/${path.slice(at).replace(/^\//, '')}`;
}

// a file of the zip that is an image a post may show
export const carriedImage = (name: string): boolean => imageKey(name) !== null && isImageFile(name);

// a date of the export, or null for none or one that is no date
export function exportDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(typeof value === 'number' ? value : String(value));
  return Number.isNaN(date.getTime()) ? null : date;
}

// the images a zip carries, by their key
export function carriedImages(files: ReadonlyMap<string, Buffer>): Map<string, Buffer> {
  const images = new Map<string, Buffer>();
  for (const [name, content] of files) if (carriedImage(name)) images.set(imageKey(name)!, content);
  return images;
}
