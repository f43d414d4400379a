// What a fresh site's settings say (the migration fills the row with these, every field the owner
// can save): the overview's checklist asks the owner to replace the name and the contact details.
// The tests (backend and browser journeys) put a site back to these.
export const SITE_DEFAULTS = {
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
  mailSenderName: null,
  postalAddress: null,
} as const;
