import { isImageUrl } from '../../core/http/image-url';
import { ImportNotes } from './imports.errors';
import { imageKey, type ImportedPost } from './sources/import-bundle';

// The images a post names: those the export carries (by their address in the post, and the key of
// their file), those kept as links (https addresses), and those left out (neither).
export interface PostImages {
  files: { address: string; key: string }[];
  links: number;
  leftOut: { address: string; why: string }[];
}

// import_items keeps an image's key as its id in the source (at most 500 characters)
const MAX_KEY_LENGTH = 500;

const IMG_SRC = /<img\b[^>]*?\bsrc\s*=\s*["']([^"']+)["']/gi;

// The file an address names in the export, keyed as the zip's files are (imageKey): the same for
// '/content/images/a%20b.jpg', 'https://old.example.com/blog/content/images/a%20b.jpg' and the zip's
// 'content/images/a b.jpg'. null: an address outside the images folders.
function keyOf(address: string): string | null {
  let path = address.split(/[?#]/)[0];
  try {
    if (!path.startsWith('/')) path = new URL(address).pathname;
    path = decodeURI(path);
  } catch {
    return null;
  }
  return imageKey(path);
}

export function postImages(post: ImportedPost, carried: ReadonlyMap<string, Buffer>): PostImages {
  const addresses = new Set([...post.html.matchAll(IMG_SRC)].map((m) => m[1]));
  if (post.featureImage) addresses.add(post.featureImage);
  const images: PostImages = { files: [], links: 0, leftOut: [] };
  for (const address of [...addresses].sort()) {
    const key = keyOf(address);
    if (key !== null && carried.has(key)) {
      if (key.length <= MAX_KEY_LENGTH) images.files.push({ address, key });
      else images.leftOut.push({ address: `${key.slice(0, 80)}…`, why: ImportNotes.imageNameTooLong });
    } else if (isImageUrl(address)) images.links++;
    else images.leftOut.push({ address, why: ImportNotes.imageNotInFile });
  }
  return images;
}

// what the report says of a post's images (the files' own failures are added as they happen)
export function imageNotes(images: PostImages): string[] {
  const notes = images.leftOut.map(({ address, why }) => ImportNotes.imageLeftOut(address, why));
  return images.links ? [ImportNotes.imageLink(images.links), ...notes] : notes;
}

// the post with its carried images at their new addresses
export function withImages(post: ImportedPost, uploaded: ReadonlyMap<string, string>): ImportedPost {
  let html = post.html;
  for (const [address, url] of uploaded) html = html.split(address).join(url);
  const featureImage = post.featureImage ? (uploaded.get(post.featureImage) ?? post.featureImage) : null;
  return { ...post, html, featureImage };
}
