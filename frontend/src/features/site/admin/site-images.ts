import { megabytes, type UploadLimit } from '../../../lib/upload-limit';
import type { SiteImageKind, SiteSettingsDto } from './api';

// The API's limit and message, checked first so a large file is not sent for nothing.
export const TOO_LARGE = 'Images can be at most 5 MB.';
export const IMAGE_LIMIT: UploadLimit = { maxBytes: megabytes(5), tooLarge: TOO_LARGE };
export const IMAGE_FORMATS = 'JPG, PNG, GIF, WebP or AVIF, up to 5 MB.';

export interface SiteImage {
  kind: SiteImageKind;
  name: string;
  url: (settings: SiteSettingsDto) => string | null;
  hint: string;
}

// The site's images, in the order the Site tab shows them, with what each is for.
export const SITE_IMAGES: SiteImage[] = [
  {
    kind: 'photo',
    name: 'Photo',
    url: (s) => s.ownerPhotoUrl,
    hint: 'Your portrait for the home page and the About page: at least 200 × 200 pixels, cropped to a square.',
  },
  {
    kind: 'logo',
    name: 'Logo',
    url: (s) => s.logoUrl,
    hint: 'Shown instead of the site name in the navigation bar: at least 32 pixels high, fitted inside 480 × 120.',
  },
  {
    kind: 'favicon',
    name: 'Favicon',
    url: (s) => s.faviconUrl,
    hint: "The browser tab's icon: at least 32 × 32 pixels, cropped to a square.",
  },
];
