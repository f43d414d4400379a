// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render } from '../../../entry-server';
import { SITE_DEFAULTS } from '../../site';
import { GUIDE_MISSING } from './LeadMagnetPage';

const ORIGIN = 'https://coach.example';

// The answer the backend seeds for /free/{slug} (backend modules/pages guide-page.ts): the guide, or
// null when it is not offered.
const renderAt = (path: string, guide: { slug: string; title: string; description: string } | null) =>
  render({
    url: `${ORIGIN}${path}`,
    queries: [
      { endpoint: 'getSite', arg: undefined, data: SITE_DEFAULTS },
      { endpoint: 'getCurrentUser', arg: undefined, data: null },
      { endpoint: 'getLeadMagnet', arg: { slug: 'calm-guide' }, data: guide },
    ],
    renderPostHtml: (html) => html,
  });

describe("a free guide's page rendered on the server", () => {
  it('renders the seeded guide: its title, description and the form, with its chunk named', async () => {
    const page = await renderAt('/free/calm-guide', {
      slug: 'calm-guide',
      title: 'The Calm Leader Guide',
      description: 'Ten pages on leading without panic.',
    });
    if (page.clientOnly) throw new Error('the guide page is rendered on the server');
    expect(page.html).toContain('The Calm Leader Guide</h1>');
    expect(page.html).toContain('Ten pages on leading without panic.');
    expect(page.html).toContain('Send me the guide');
    expect(page.modules).toContain('LeadMagnetPage');
  });

  it('says the guide is not available when the server seeds none', async () => {
    const page = await renderAt('/free/calm-guide', null);
    if (page.clientOnly) throw new Error('the guide page is rendered on the server');
    expect(page.html).toContain(GUIDE_MISSING);
  });

  it("leaves the mail link's page to the browser", async () => {
    expect(await renderAt('/free/confirm?token=abc', null)).toEqual({ clientOnly: true });
  });
});
