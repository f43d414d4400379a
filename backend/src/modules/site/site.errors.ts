// The site settings' messages, word for word as the admin's Site tab shows them.
export const SiteErrors = {
  badImageKind: 'Image kind must be one of photo, logo, favicon',
  unreadable: 'This image could not be read. Please try another file.',
  tooManyPixels: 'Images can be at most 40 megapixels.',
  tooSmall: {
    photo: 'The photo must be at least 200 × 200 pixels.',
    logo: 'The logo must be at least 32 pixels high.',
    favicon: 'The favicon must be at least 32 × 32 pixels.',
  },
} as const;
