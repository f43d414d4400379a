import request from 'supertest';
import { PUBLIC_SITE_DEFAULTS } from '@coach/shared';
import { signedIn, type TestClient } from '../support/client';
import { restoreSiteDefaults } from '../support/factories';
import { waitFor } from '../support/smtp-capture';
import { createTestApp, type TestApp } from '../support/test-app';

// Suites share the database: the settings row back to the migration's defaults, and every
// replica told (as a save would); done when this app answers them (the NOTIFY arrives a moment
// after the commit, until then its copy may be the old one).
export async function resetSite(t: TestApp): Promise<void> {
  await restoreSiteDefaults(t);
  await waitFor(
    async () => {
      const { body } = await request(t.server).get('/api/site');
      return (
        body.siteName === SITE_DEFAULTS.siteName &&
        body.ownerName === null &&
        body.brandColor === SITE_DEFAULTS.brandColor
      );
    },
    10_000,
    'the site settings to be back to the defaults',
  );
}

// What the admin's form sends: every key.
export function siteForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    siteName: 'Jane Doe Coaching',
    tagline: 'Clear thinking for busy founders.',
    ownerName: 'Jane Doe',
    brandColor: '#12355b',
    contactEmail: 'jane@janedoe.example',
    contactPhone: '+44 20 7946 0958',
    contactLocation: 'London, UK',
    linkedinUrl: 'https://www.linkedin.com/in/jane-doe',
    xUrl: null,
    instagramUrl: '',
    youtubeUrl: null,
    websiteUrl: 'https://janedoe.example',
    mailSenderName: 'Jane Doe',
    postalAddress: '1 Main Street\nLondon',
    timeZone: 'UTC',
    ...overrides,
  };
}

// What GET /api/site answers on a fresh site: the defaults, no images, and none of the settings
// only the admin reads (the mail sender and the postal address).
export const SITE_DEFAULTS = PUBLIC_SITE_DEFAULTS;

// A suite's app, with the settings at their defaults (and put back afterwards) and a signed-in
// admin; the fields are filled in by the suite's first beforeAll.
export function siteSuite(): { t: TestApp; admin: TestClient } {
  const suite = {} as { t: TestApp; admin: TestClient };
  beforeAll(async () => {
    suite.t = await createTestApp();
    await resetSite(suite.t);
    suite.admin = await signedIn(suite.t, 'admin');
  });
  afterAll(async () => {
    await resetSite(suite.t);
    await suite.t.close();
  });
  return suite;
}
