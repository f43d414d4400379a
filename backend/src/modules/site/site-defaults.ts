// What a fresh site shows (the migration fills the row with these): the overview's checklist asks
// the owner to replace them.
export const SITE_DEFAULTS = {
  siteName: 'Business Coach & Author',
  contactEmail: 'hello@example.com',
  contactPhone: '+1 (555) 123-4567',
} as const;
