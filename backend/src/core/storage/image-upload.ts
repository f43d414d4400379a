import { BadRequestException } from '@nestjs/common';
import { type ImageType, sniffImage } from './image-type';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const ImageUploadErrors = {
  noImage: 'Please choose an image to upload.',
  notAnImage: 'Only JPG, PNG, GIF, WebP or AVIF images can be uploaded.',
  tooLarge: 'Images can be at most 5 MB.',
  unreadable: 'This image could not be read. Please try another file.',
  tooManyPixels: 'Images can be at most 40 megapixels.',
} as const;
// Decoding a small file can take a lot of memory (a "decompression bomb"): sharp refuses more pixels.
export const MAX_IMAGE_PIXELS = 40_000_000;

// The checks every image upload passes: a file came, it is not too large, and its content is an
// image of a kind we accept (whatever its name says).
export function checkImageUpload(
  file: Pick<Express.Multer.File, 'buffer' | 'size'> | undefined,
): ImageType & { buffer: Buffer } {
  if (!file) throw new BadRequestException(ImageUploadErrors.noImage);
  if (file.size > MAX_IMAGE_BYTES) throw new BadRequestException(ImageUploadErrors.tooLarge);
  const type = sniffImage(file.buffer);
  if (!type) throw new BadRequestException(ImageUploadErrors.notAnImage);
  return { ...type, buffer: file.buffer };
}
