import { BadRequestException } from '@nestjs/common';
import sharp, { type Sharp } from 'sharp';
import { MAX_IMAGE_PIXELS } from '../../core/storage/image-upload';
import type { SiteImageKind } from './entities/site-settings.entity';
import { SiteErrors } from './site.errors';

interface Output {
  minWidth: number;
  minHeight: number;
  ext: 'jpg' | 'png';
  render(image: Sharp): Sharp;
}

// What each kind becomes. sharp writes no metadata (EXIF, location) unless asked to.
const OUTPUTS: Record<SiteImageKind, Output> = {
  // a square portrait; JPEG has no transparency, so that becomes white
  photo: {
    minWidth: 200,
    minHeight: 200,
    ext: 'jpg',
    render: (image) =>
      image.resize(600, 600, { fit: 'cover' }).flatten({ background: '#ffffff' }).jpeg({ quality: 85 }),
  },
  // inside 480 × 120, never enlarged; transparency kept
  logo: {
    minWidth: 1,
    minHeight: 32,
    ext: 'png',
    render: (image) => image.resize(480, 120, { fit: 'inside', withoutEnlargement: true }).png(),
  },
  favicon: {
    minWidth: 32,
    minHeight: 32,
    ext: 'png',
    render: (image) => image.resize(64, 64, { fit: 'cover' }).png(),
  },
};

// Decodes an uploaded image (already known to be JPG, PNG, GIF, WebP or AVIF by its first bytes),
// turns it upright by its EXIF orientation, checks its size and renders the kind's format.
export async function renderSiteImage(kind: SiteImageKind, input: Buffer): Promise<{ data: Buffer; ext: string }> {
  const output = OUTPUTS[kind];
  const metadata = await sharp(input)
    .metadata()
    .catch(() => null);
  if (!metadata?.width || !metadata.height) throw new BadRequestException(SiteErrors.unreadable);
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) throw new BadRequestException(SiteErrors.tooManyPixels);
  const { width, height } = metadata.autoOrient ?? metadata;
  if (width < output.minWidth || height < output.minHeight) throw new BadRequestException(SiteErrors.tooSmall[kind]);
  try {
    const image = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, autoOrient: true });
    return { data: await output.render(image).toBuffer(), ext: output.ext };
  } catch {
    throw new BadRequestException(SiteErrors.unreadable);
  }
}
