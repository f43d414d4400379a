import { ImageUploadErrors } from '../../core/storage/image-upload';

// The site settings' messages, word for word as the admin's Site tab shows them.
export const SiteErrors = {
  badImageKind: 'Image kind must be one of photo, logo, favicon',
  unreadable: ImageUploadErrors.unreadable,
  tooManyPixels: ImageUploadErrors.tooManyPixels,
  tooSmall: {
    photo: 'The photo must be at least 200 × 200 pixels.',
    logo: 'The logo must be at least 32 pixels high.',
    favicon: 'The favicon must be at least 32 × 32 pixels.',
  },
} as const;
