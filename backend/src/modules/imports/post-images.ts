import { isImageUrl } from '../../core/http/image-url';
import { ImportNotes } from './imports.errors';
import type { ImportedPost } from './sources/import-bundle';

// The images a post names: those the export carries (by their address in the post, and the key of
// their file), those kept as links (https addresses), and those left out (neither).
export interface PostImages {
  files: { address: string; key: string }[];
  links: number;
  leftOut: string[];
}

const IMG_SRC = /<img\b[^>]*?\bsrc\s*=\s*["']([^"']+)["']/gi;

// the file an address names in the export: its path ('/content/images/x.jpg' from
// 'https://old.example.com/content/images/x.jpg' or from itself)
function keyOf(address: string): string {
  if (address.startsWith('/')) return address.split(/[?#]/)[0];
  try {
    return decodeURI(new URL(address).pathname);
  } catch {
    return address;
  }
}

export function postImages(post: ImportedPost, carried: ReadonlyMap<string, Buffer>): PostImages {
  const addresses = new Set([...post.html.matchAll(IMG_SRC)].map((m) => m[1]));
  if (post.featureImage) addresses.add(post.featureImage);
  const images: PostImages = { files: [], links: 0, leftOut: [] };
  for (const address of [...addresses].sort()) {
    const key = keyOf(address);
    if (carried.has(key)) images.files.push({ address, key });
    else if (isImageUrl(address)) images.links++;
    else images.leftOut.push(address);
  }
  return images;
}

// what the report says of a post's images (the files' own failures are added as they happen)
export function imageNotes(images: PostImages): string[] {
  const notes = images.leftOut.map((address) =>
    ImportNotes.imageLeftOut(address, 'it is not in the file, and not an https:// address.'),
  );
  return images.links ? [ImportNotes.imageLink(images.links), ...notes] : notes;
}

// the post with its carried images at their new addresses
export function withImages(post: ImportedPost, uploaded: ReadonlyMap<string, string>): ImportedPost {
  let html = post.html;
  for (const [address, url] of uploaded) html = html.split(address).join(url);
  const featureImage = post.featureImage ? (uploaded.get(post.featureImage) ?? post.featureImage) : null;
  return { ...post, html, featureImage };
}
