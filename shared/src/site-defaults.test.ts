import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, contrastWithWhite } from './brand-colour';
import { PUBLIC_SITE_DEFAULTS, SITE_DEFAULTS } from './site-defaults';

describe('the site’s defaults', () => {
  // GET /api/site on a fresh database answers PUBLIC_SITE_DEFAULTS: the backend's integration tests
  // hold these to the migration's column defaults
  it('are what a fresh site says', () => {
    expect(SITE_DEFAULTS.siteName).toBe('Business Coach & Author');
    expect(SITE_DEFAULTS.ownerName).toBeNull();
    expect(contrastWithWhite(SITE_DEFAULTS.brandColor)).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it('show the public read the same texts, no admin-only setting and no images', () => {
    const { mailSenderName, postalAddress, ...texts } = SITE_DEFAULTS;
    expect([mailSenderName, postalAddress]).toEqual([null, null]);
    expect(PUBLIC_SITE_DEFAULTS).toEqual({ ...texts, ownerPhotoUrl: null, logoUrl: null, faviconUrl: null });
    expect(PUBLIC_SITE_DEFAULTS).not.toHaveProperty('mailSenderName');
  });
});
