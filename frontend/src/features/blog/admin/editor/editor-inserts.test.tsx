import { LINK_REFUSED } from '@coach/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nodeFile, setupUploads, useNodeFormData } from '../../../../test/uploads';
import { adminApi, renderAdmin } from '../../test/render-admin';
import { sendJson, setupBlogApi } from '../../test/test-api';
import { makeLeadMagnet } from '../../../automations/test/automations-admin-api';
import { VIDEO_REFUSED } from './VideoDialog';

const api = setupBlogApi();
setupUploads();

const UPLOADED = '/api/uploads/images/0123456789abcdef01234567-2400x1600.jpg';
const GUIDE = makeLeadMagnet();

async function openEditor() {
  api.handler = adminApi([], (req, res) => {
    if (req.method === 'POST' && req.path === '/api/upload-image') sendJson(res, 201, { url: UPLOADED });
    if (req.method === 'GET' && req.path === '/api/admin/automations/lead-magnets') sendJson(res, 200, [GUIDE]);
  });
  const rendered = renderAdmin();
  const content = await screen.findByRole('textbox', { name: 'Content' });
  return { ...rendered, content };
}

const dialog = (name: string) => within(screen.getByRole('dialog', { name }));

describe("the post editor's insert buttons", () => {
  it('refuses a javascript: link with the reason, and inserts a link to a page of the site', async () => {
    const { user, content } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Insert link' }));
    const link = dialog('Insert link');
    await user.type(link.getByRole('textbox', { name: 'Address' }), 'javascript:alert(1)');
    await user.click(link.getByRole('button', { name: 'Insert' }));
    expect(await link.findByText(LINK_REFUSED)).toBeInTheDocument();
    expect(content.querySelector('a')).toBeNull();

    await user.clear(link.getByRole('textbox', { name: 'Address' }));
    await user.type(link.getByRole('textbox', { name: 'Address' }), `${window.location.origin}/blog`);
    await user.type(link.getByRole('textbox', { name: 'Text to show' }), 'all the posts');
    await user.click(link.getByRole('button', { name: 'Insert' }));

    await waitFor(() => expect(content.querySelector('a')).toHaveAttribute('href', '/blog'));
    expect(content.querySelector('a')).toHaveTextContent('all the posts');
  });

  it('inserts a YouTube video as its marker, after refusing a link of no video', async () => {
    const { user, content } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Insert video' }));
    const video = dialog('Insert video');
    await user.type(video.getByRole('textbox', { name: 'Video link' }), 'https://www.youtube.com/@channel');
    await user.click(video.getByRole('button', { name: 'Insert' }));
    expect(await video.findByText(VIDEO_REFUSED)).toBeInTheDocument();

    await user.clear(video.getByRole('textbox', { name: 'Video link' }));
    await user.type(video.getByRole('textbox', { name: 'Video link' }), 'https://youtu.be/dQw4w9WgXcQ?si=x');
    await user.click(video.getByRole('button', { name: 'Insert' }));

    await waitFor(() => expect(content.querySelector('div.video-embed')).not.toBeNull());
    expect(content.querySelector<HTMLElement>('div.video-embed')!.dataset).toMatchObject({
      provider: 'youtube',
      id: 'dQw4w9WgXcQ',
    });
  });

  it('uploads a picture through the image pipeline and inserts its resized variant with the alt text asked', async () => {
    await useNodeFormData();
    const { user, content } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Insert image' }));
    const image = dialog('Insert image');
    await user.upload(image.getByLabelText('Picture file'), nodeFile('desk.jpg', 'image/jpeg', 'jpg-bytes'));
    await user.click(image.getByRole('button', { name: 'Upload and insert' }));
    expect(await image.findByText('Please describe the picture (its alt text).')).toBeInTheDocument();
    expect(api.calls('POST')).toHaveLength(0);

    await user.type(image.getByRole('textbox', { name: 'Alt text' }), 'A calm desk by the window');
    await user.click(image.getByRole('button', { name: 'Upload and insert' }));

    await waitFor(() => expect(content.querySelector('img')).not.toBeNull());
    const picture = content.querySelector('img');
    expect(picture).toHaveAttribute('src', '/api/uploads/images/0123456789abcdef01234567-2400x1600-1200w.webp');
    expect(picture).toHaveAttribute('alt', 'A calm desk by the window');
    expect(picture).toHaveAttribute('width', '1200');
    expect(picture).toHaveAttribute('height', '800');
    expect(api.calls('POST')[0].body).toContain('filename="desk.jpg"');
  });

  it('inserts a divider', async () => {
    const { user, content } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Insert divider' }));
    await waitFor(() => expect(content.querySelector('hr')).not.toBeNull());
  });

  it('inserts the form of one of the owner’s lead magnets as its marker', async () => {
    const { user, content } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Insert free guide form' }));
    const guide = dialog('Insert free guide form');
    await user.click(guide.getByRole('button', { name: 'Insert' }));
    expect(await guide.findByText('Choose the guide whose form goes here.')).toBeInTheDocument();

    await user.click(guide.getByRole('combobox', { name: 'Free guide' }));
    await user.click(await screen.findByTitle('The Calm Leader Guide (/free/calm-guide)'));
    await user.click(guide.getByRole('button', { name: 'Insert' }));

    await waitFor(() => expect(content.querySelector('div.lead-magnet-embed')).not.toBeNull());
    const marker = content.querySelector<HTMLElement>('div.lead-magnet-embed')!;
    expect(marker.dataset.slug).toBe('calm-guide');
    expect(marker).toHaveAttribute('aria-label', 'Free guide form: /free/calm-guide');
  });
});
