import { ascii, startsWith } from './magic-bytes';

// Identifies an image by its first bytes, not its name or the browser's claim. SVG is not
// accepted: it can carry scripts.
export interface ImageType {
  mime: string;
  ext: string;
}

// the types accepted, by the extension their files get
export const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};
const typeOf = (ext: string): ImageType => ({ mime: IMAGE_TYPES[ext], ext });

export function sniffImage(buf: Buffer): ImageType | null {
  if (buf.length < 12) return null;
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return typeOf('jpg');
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return typeOf('png');
  if (ascii(buf, 0, 6) === 'GIF87a' || ascii(buf, 0, 6) === 'GIF89a') return typeOf('gif');
  if (ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP') return typeOf('webp');
  if (ascii(buf, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(buf, 8, 12))) return typeOf('avif');
  return null;
}
