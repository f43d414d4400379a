import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { notifications, sendJson } from '../../../test/test-api';
import { nodeFile, setupUploads, useNodeFormData } from '../../../test/uploads';
import { makeSettings, setupSiteApi } from '../test/site-api';

const site = setupSiteApi();
setupUploads();

const REFUSAL =
  'Brand colour #1a8a7d has a contrast of 4.22:1 with white text; WCAG AA needs at least 4.5:1. Choose a darker colour.';
const BAD_PHONE = 'Phone may contain only digits, spaces and + - ( ) .';

async function openSiteTab() {
  site.signInAdmin();
  const view = renderApp('/admin?tab=site');
  await screen.findByRole('region', { name: 'Identity' });
  return view;
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });
const formItem = (label: string) => field(label).closest<HTMLElement>('.ant-form-item')!;
const saveButton = () => screen.getByRole('button', { name: /Save Settings/ });
const puts = () => site.api.calls('/api/admin/site', 'PUT');

describe("the admin's Site tab", () => {
  it("is the current one of the Settings sections and shows the saved settings in sections, with the brand colour's contrast", async () => {
    site.settings = makeSettings({ ownerName: 'Jane Doe', postalAddress: '1 Main St\nSpringfield' });
    await openSiteTab();
    // AdminPage.test.tsx holds the whole navigation
    const settings = screen.getByRole('navigation', { name: 'Admin sections' }).querySelector('[aria-current="page"]');
    expect(settings).toHaveTextContent('Site');
    expect(settings?.closest('ul')).toHaveAccessibleName('Settings');
    for (const name of ['Identity', 'Images', 'Brand colour', 'Contact', 'Time zone', 'Social links', 'E-mails']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(field('Site name')).toHaveValue('Business Coach & Author');
    expect(field('Your name')).toHaveValue('Jane Doe');
    expect(field('Contact e-mail')).toHaveValue('hello@example.com');
    expect(field('LinkedIn')).toHaveValue('');
    expect(field('Postal address')).toHaveValue('1 Main St\nSpringfield');
    expect(field('Brand colour')).toHaveValue('#12355b');
    expect(screen.getByRole('status')).toHaveTextContent('Contrast with white text: 12.45:1 (passes WCAG AA)');
    await waitFor(() => expect(document.title).toBe('Admin · Business Coach & Author'));
  });

  it('saves every field, says so, and the whole site shows the new name at once', async () => {
    const { user } = await openSiteTab();
    await user.clear(field('Site name'));
    await user.type(field('Site name'), '  Jane Doe Coaching ');
    await user.type(field('Your name'), 'Jane Doe');
    await user.clear(field('Brand colour'));
    await user.type(field('Brand colour'), '#7A1F3D');
    await user.clear(field('Contact e-mail'));
    await user.type(field('Contact e-mail'), 'jane@janedoe.coach');
    await user.clear(field('Location'));
    await user.type(field('LinkedIn'), 'https://www.linkedin.com/in/janedoe');
    await user.type(field('Postal address'), 'Jane Doe Coaching{Enter}1 Main St');
    await user.click(saveButton());

    expect(await notifications().findByText('Site Settings Saved')).toBeInTheDocument();
    expect(puts().map((request) => JSON.parse(request.body) as unknown)).toEqual([
      {
        siteName: 'Jane Doe Coaching',
        tagline: makeSettings().tagline,
        ownerName: 'Jane Doe',
        brandColor: '#7a1f3d',
        contactEmail: 'jane@janedoe.coach',
        contactPhone: '+1 (555) 123-4567',
        contactLocation: null,
        linkedinUrl: 'https://www.linkedin.com/in/janedoe',
        xUrl: null,
        instagramUrl: null,
        youtubeUrl: null,
        websiteUrl: null,
        mailSenderName: null,
        postalAddress: 'Jane Doe Coaching\n1 Main St',
        timeZone: 'UTC',
      },
    ]);
    const navbar = within(document.querySelector<HTMLElement>('header.navbar')!);
    expect(await navbar.findByRole('link', { name: 'Jane Doe Coaching' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Admin · Jane Doe Coaching'));
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#7a1f3d');
    expect(field('Brand colour')).toHaveValue('#7a1f3d');
  });

  it('finds the time zone however the city is written, and saves the one chosen', async () => {
    const { user } = await openSiteTab();
    const zone = field('Time zone');
    expect(within(zone.closest('.ant-select')!).getByTitle('UTC')).toBeInTheDocument();
    for (const search of ['Los_Angeles', 'los angeles', 'Los Angeles', 'angeles']) {
      await user.click(zone);
      await user.clear(zone);
      await user.type(zone, search);
      expect(await screen.findByTitle('America/Los Angeles')).toBeInTheDocument();
    }
    await user.click(screen.getByTitle('America/Los Angeles'));
    await user.click(saveButton());

    expect(await notifications().findByText('Site Settings Saved')).toBeInTheDocument();
    expect(puts().map((request) => (JSON.parse(request.body) as { timeZone: string }).timeZone)).toEqual([
      'America/Los_Angeles',
    ]);
  });

  it('refuses a colour white text cannot be read on, with the reason, before sending anything', async () => {
    const { user } = await openSiteTab();
    await user.clear(field('Brand colour'));
    await user.type(field('Brand colour'), '#1A8A7D');
    expect(await within(formItem('Brand colour')).findByText(REFUSAL)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Contrast with white text: 4.22:1 (too low)');
    await user.click(saveButton());

    // then a darker one is accepted: the one request sent is the second save's
    await user.clear(field('Brand colour'));
    await user.type(field('Brand colour'), '#0d5c52');
    await waitFor(() => expect(within(formItem('Brand colour')).queryByText(REFUSAL)).not.toBeInTheDocument());
    await user.click(saveButton());
    expect(await notifications().findByText('Site Settings Saved')).toBeInTheDocument();
    expect(puts().map((request) => (JSON.parse(request.body) as { brandColor: string }).brandColor)).toEqual([
      '#0d5c52',
    ]);
  });

  it('says beside Save why a low-contrast colour was not saved, and takes the owner to the field', async () => {
    const { user } = await openSiteTab();
    await user.clear(field('Brand colour'));
    await user.type(field('Brand colour'), '#1A8A7D');
    await user.click(saveButton());

    const beside = await within(saveButton().parentElement!).findByRole('alert');
    expect(beside).toHaveTextContent(`Not saved. ${REFUSAL}`);
    expect(saveButton()).toHaveAccessibleDescription(`Not saved. ${REFUSAL}`);
    await waitFor(() => expect(field('Brand colour')).toHaveFocus());
    expect(puts()).toHaveLength(0);

    // a refusal of two fields counts the other one
    await user.clear(field('Site name'));
    await user.click(saveButton());
    await waitFor(() => expect(field('Site name')).toHaveFocus());
    expect(within(saveButton().parentElement!).getByRole('alert')).toHaveTextContent(
      'Not saved. Site name is required (and 1 more field)',
    );
  });

  it("shows the API's refusal of a field on that field", async () => {
    site.handler = (req, res) => {
      if (req.method !== 'PUT') return;
      sendJson(res, 400, {
        statusCode: 400,
        message: BAD_PHONE,
        error: 'Bad Request',
        errors: [{ field: 'contactPhone', message: BAD_PHONE }],
      });
    };
    const { user } = await openSiteTab();
    await user.clear(field('Phone'));
    await user.type(field('Phone'), 'call me');
    await user.click(saveButton());

    expect(await within(formItem('Phone')).findByText(BAD_PHONE)).toBeInTheDocument();
    expect(field('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(await notifications().findByText(BAD_PHONE)).toBeInTheDocument();
    expect(within(formItem('Site name')).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(saveButton().parentElement!).getByRole('alert')).toHaveTextContent(`Not saved. ${BAD_PHONE}`);
    await waitFor(() => expect(field('Phone')).toHaveFocus());
  });

  it('asks for a site name before sending', async () => {
    const { user } = await openSiteTab();
    await user.clear(field('Site name'));
    await user.click(saveButton());
    expect(await within(formItem('Site name')).findByText('Site name is required')).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });
});

describe('the images of the Site tab', () => {
  const png = (name: string) => nodeFile(name, 'image/png', 'png-bytes');

  it('uploads the photo as multipart to its kind, shows it, and keeps what was typed meanwhile', async () => {
    await useNodeFormData();
    const { user } = await openSiteTab();
    const images = within(screen.getByRole('region', { name: 'Images' }));
    expect(images.getByText('No photo yet')).toBeInTheDocument();
    await user.type(field('Your name'), 'Jane Doe');

    await user.upload(images.getByLabelText('Photo file'), png('me.png'));
    expect(await notifications().findByText('Photo Uploaded')).toBeInTheDocument();
    const [upload] = site.api.calls('/api/admin/site/images/photo');
    expect(upload.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload.body).toContain('name="image"; filename="me.png"');
    expect(upload.body).toContain('png-bytes');
    expect(await images.findByRole('img', { name: 'Current photo' })).toHaveAttribute(
      'src',
      '/api/uploads/site/000000000000000000000001.jpg',
    );
    expect(field('Your name')).toHaveValue('Jane Doe');
  });

  it('uploads a logo, which the navbar shows in place of the name', async () => {
    const { user } = await openSiteTab();
    const images = within(screen.getByRole('region', { name: 'Images' }));
    await user.upload(images.getByLabelText('Logo file'), png('logo.png'));
    expect(await images.findByRole('img', { name: 'Current logo' })).toBeInTheDocument();
    expect(site.api.calls('/api/admin/site/images/logo')).toHaveLength(1);
    const brand = await within(document.querySelector<HTMLElement>('header.navbar')!).findByRole('img', {
      name: 'Business Coach & Author',
    });
    expect(brand).toHaveAttribute('src', '/api/uploads/site/000000000000000000000001.png');
  });

  it('removes an image', async () => {
    site.settings = makeSettings({ faviconUrl: '/api/uploads/site/0123456789abcdef01234567.png' });
    const { user } = await openSiteTab();
    const images = within(screen.getByRole('region', { name: 'Images' }));
    expect(images.getByRole('img', { name: 'Current favicon' })).toBeInTheDocument();
    await user.click(images.getByRole('button', { name: /Remove favicon/ }));
    expect(await images.findByText('No favicon yet')).toBeInTheDocument();
    expect(site.api.calls('/api/admin/site/images/favicon', 'DELETE')).toHaveLength(1);
    expect(await notifications().findByText('Favicon Removed')).toBeInTheDocument();
  });

  it('says why an image is refused, and sends none larger than 5 MB', async () => {
    site.handler = (req, res) => {
      if (req.method === 'POST') {
        sendJson(res, 400, { statusCode: 400, message: 'The photo must be at least 200 × 200 pixels.' });
      }
    };
    const { user } = await openSiteTab();
    const images = within(screen.getByRole('region', { name: 'Images' }));
    await user.upload(images.getByLabelText('Photo file'), png('tiny.png'));
    expect(await notifications().findByText('The photo must be at least 200 × 200 pixels.')).toBeInTheDocument();

    const large = nodeFile('large.png', 'image/png', new Uint8Array(5 * 1024 * 1024 + 1));
    await user.upload(images.getByLabelText('Logo file'), large);
    expect(await notifications().findByText('Images can be at most 5 MB.')).toBeInTheDocument();
    expect(site.api.calls('/api/admin/site/images/logo')).toHaveLength(0);
    expect(images.getByText('No photo yet')).toBeInTheDocument();
  });
});
