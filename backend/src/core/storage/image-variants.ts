import { BadRequestException } from '@nestjs/common';
import sharp from 'sharp';
import { ImageUploadErrors, MAX_IMAGE_PIXELS } from './image-upload';

// The widths (pixels) an uploaded library image is resized to, as WebP: a card on a phone (400 at
// 1×, 800 at 2×), a post's or product's picture (1200), up to 1600 for wide screens at 2×. An
// image narrower than one of them also gets its own width, so every image has at least one.
// frontend/src/lib/image-sources.ts builds `srcset` from the same list.
export const VARIANT_WIDTHS = [400, 800, 1200, 1600] as const;
const MAX_VARIANT_WIDTH = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1];

export interface ImageVariants {
  // the picture's size upright (its EXIF orientation applied)
  width: number;
  height: number;
  variants: { width: number; data: Buffer }[];
}

// A library image's file name carries its size, so that a page knows its width, height and
// variants from its address alone: `{random}-{width}x{height}.{ext}`; its variants
// `{random}-{width}x{height}-{variant width}w.webp`.
export const sizedName = (stem: string, { width, height }: { width: number; height: number }, ext: string) =>
  `${stem}-${width}x${height}.${ext}`;
export const variantName = (fileName: string, width: number) => fileName.replace(/\.[a-z0-9]+$/, `-${width}w.webp`);

export function variantWidths(width: number): number[] {
  return [...new Set([...VARIANT_WIDTHS.filter((w) => w < width), Math.min(width, MAX_VARIANT_WIDTH)])];
}

// Decodes an uploaded image (already known to be an image type we accept by its first bytes) and
// renders its WebP variants, upright and without metadata (no EXIF, no location). An animated GIF
// or WebP stays animated. A file that does not decode, or too many pixels, is a 400.
export async function renderVariants(input: Buffer): Promise<ImageVariants> {
  const metadata = await sharp(input)
    .metadata()
    .catch(() => null);
  if (!metadata?.width || !metadata.height) throw new BadRequestException(ImageUploadErrors.unreadable);
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) {
    throw new BadRequestException(ImageUploadErrors.tooManyPixels);
  }
  const { width, height } = metadata.autoOrient ?? metadata;
  const animated = (metadata.pages ?? 1) > 1;
  // an animated image's height is that of all its frames; one frame's is pageHeight
  const frameHeight = animated ? (metadata.pageHeight ?? height) : height;
  try {
    const variants = [];
    for (const w of variantWidths(width)) {
      const image = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, autoOrient: true, animated });
      variants.push({ width: w, data: await image.resize({ width: w }).webp({ quality: 80 }).toBuffer() });
    }
    return { width, height: frameHeight, variants };
  } catch {
    throw new BadRequestException(ImageUploadErrors.unreadable);
  }
}
