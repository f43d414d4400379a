// What a fresh site's settings say. The migration that creates the settings row writes the same
// values as its column defaults (SQL, frozen with it); the backend's overview checklist asks the
// owner to replace the name and the contact details while they are these; the SPA's layout shows
// the public ones until the real settings arrive, so the first paint looks as the site always has;
// the tests put a site back to them.

// the texts a fresh site shows anyone
const TEXTS = {
  siteName: 'Business Coach & Author',
  tagline:
    'Helping founders, leaders and people starting over build work and lives they believe in, with honest guidance, practical tools and a community that has your back.',
  ownerName: null,
  brandColor: '#12355b',
  contactEmail: 'hello@example.com',
  contactPhone: '+1 (555) 123-4567',
  contactLocation: 'San Francisco, CA',
  linkedinUrl: null,
  xUrl: null,
  instagramUrl: null,
  youtubeUrl: null,
  websiteUrl: null,
} as const;

// Every field the owner saves in Admin → Site: the texts, and the settings only the admin reads (the
// mail's sender name and postal address). The site's time zone aside: PUBLISH_TZ's, the server's.
export const SITE_DEFAULTS = { ...TEXTS, mailSenderName: null, postalAddress: null } as const;

// What GET /api/site answers on a fresh site: the texts, and no images uploaded yet.
export const PUBLIC_SITE_DEFAULTS = { ...TEXTS, ownerPhotoUrl: null, logoUrl: null, faviconUrl: null } as const;
