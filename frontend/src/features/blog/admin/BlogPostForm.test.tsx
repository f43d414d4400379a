import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminApi, renderAdmin } from '../test/render-admin';
import { makePost, sendJson, sendPage, setupBlogApi } from '../test/test-api';
import { nodeFile, setupUploads, useNodeFormData } from '../../../test/uploads';

const api = setupBlogApi();
const notifications = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));
const image = () => nodeFile('photo.png', 'image/png', 'png-bytes');

setupUploads();

// antd draws the options in a popup of its own (the listbox role holds only the active one)
async function openCategories(user: ReturnType<typeof renderAdmin>['user']) {
  await user.click(await screen.findByRole('combobox', { name: 'Category' }));
  await screen.findByRole('listbox');
  return within(document.querySelector<HTMLElement>('.ant-select-dropdown')!);
}

describe('the post form', () => {
  it('offers the default categories, those of existing posts, and a new one typed in', async () => {
    api.handler = adminApi([makePost({ category: 'Wellbeing' })]);
    const { user } = renderAdmin();
    await screen.findByRole('heading', { name: /Post number/ });
    const options = await openCategories(user);
    for (const name of ['Business', 'Personal Growth', 'Technology', 'Wellbeing', '+ Add New Category']) {
      expect(options.getByTitle(name)).toBeInTheDocument();
    }
    await user.click(options.getByTitle('+ Add New Category'));

    const name = await screen.findByRole('textbox', { name: 'New category name' });
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    // a blank name is ignored: the input stays, nothing is chosen
    expect(screen.getByRole('textbox', { name: 'New category name' })).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, '  Leadership ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.queryByRole('textbox', { name: 'New category name' })).not.toBeInTheDocument();
    // the select now shows the new category
    expect(document.querySelector('.ant-select-content')).toHaveTextContent('Leadership');
  });

  it('cancels adding a category', async () => {
    api.handler = adminApi([]);
    const { user } = renderAdmin();
    const options = await openCategories(user);
    await user.click(options.getByTitle('+ Add New Category'));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'New category name' })).not.toBeInTheDocument();
  });

  it('uploads a featured image as multipart and shows it, with a remove button', async () => {
    api.handler = adminApi([], (req, res) => {
      if (req.path === '/api/upload-image') sendJson(res, 201, { url: '/api/uploads/images/abc.png' });
    });
    await useNodeFormData();
    const { user } = renderAdmin();
    await user.upload(await screen.findByLabelText('Upload New image file'), image());

    const preview = await screen.findByRole('img', { name: 'Featured image preview' });
    expect(preview).toHaveAttribute('src', '/api/uploads/images/abc.png');
    const [upload] = api.calls('POST');
    expect(upload.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload.body).toContain('name="image"; filename="photo.png"');
    expect(upload.body).toContain('png-bytes');

    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByRole('img', { name: 'Featured image preview' })).not.toBeInTheDocument();
  });

  it("reports 'Failed to upload image' with the server's reason", async () => {
    api.handler = adminApi([], (req, res) => {
      if (req.path === '/api/upload-image') {
        sendJson(res, 400, { statusCode: 400, message: 'Images must be at most 5 MB.' });
      }
    });
    const { user } = renderAdmin();
    await user.upload(await screen.findByLabelText('Upload New image file'), image());
    const toast = await notifications().findByRole('listitem');
    expect(toast).toHaveTextContent('Failed to upload image');
    expect(toast).toHaveTextContent('Images must be at most 5 MB.');
  });

  it("has 'No images uploaded yet' in an empty gallery", async () => {
    api.handler = adminApi([]);
    const { user } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Choose from Gallery' }));
    const gallery = await screen.findByRole('region', { name: 'Image gallery' });
    expect(await within(gallery).findByText('No images uploaded yet')).toBeInTheDocument();
  });

  it('chooses the featured image from the gallery of uploads and sends it with the post', async () => {
    const urls = ['/api/uploads/images/a.png', '/api/uploads/images/b.png', '/api/uploads/images/c.png'];
    const post = makePost({ title: 'With image' });
    api.handler = adminApi([post], (req, res) => {
      if (req.path.startsWith('/api/uploaded-images?')) sendPage(res, req.path, urls);
      if (req.method === 'PUT') sendJson(res, 200, post);
    });
    const { user } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await screen.findByRole('button', { name: 'Cancel Edit' });
    await user.click(screen.getByRole('button', { name: 'Choose from Gallery' }));
    const gallery = await screen.findByRole('region', { name: 'Image gallery' });
    expect(await within(gallery).findAllByRole('button', { name: /Choose image/ })).toHaveLength(3);
    await user.click(within(gallery).getByRole('button', { name: 'Choose image 2' }));

    expect(screen.getByRole('img', { name: 'Featured image preview' })).toHaveAttribute('src', urls[1]);
    await user.click(screen.getByRole('button', { name: 'Update Post' }));
    await waitFor(() => expect(api.calls('PUT')).toHaveLength(1));
    expect(JSON.parse(api.calls('PUT')[0].body).imageUrl).toBe(urls[1]);
  });

  it('pages through a large gallery, nine images at a time, and back', async () => {
    const urls = Array.from({ length: 20 }, (_, i) => `/api/uploads/images/${i + 1}.png`);
    api.handler = adminApi([], (req, res) => {
      if (req.path.startsWith('/api/uploaded-images?')) sendPage(res, req.path, urls);
    });
    const { user } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Choose from Gallery' }));
    const gallery = within(await screen.findByRole('region', { name: 'Image gallery' }));
    expect(await gallery.findAllByRole('button', { name: /Choose image/ })).toHaveLength(9);
    expect(gallery.getByText('1–9 of 20 images')).toBeInTheDocument();

    await user.click(gallery.getByRole('listitem', { name: 'Next Page' }));
    expect(await gallery.findByRole('button', { name: 'Choose image 10' })).toBeInTheDocument();
    await user.click(gallery.getByRole('listitem', { name: 'Next Page' }));
    expect(await gallery.findByRole('button', { name: 'Choose image 19' })).toBeInTheDocument();
    expect(gallery.getAllByRole('button', { name: /Choose image/ })).toHaveLength(2);
    await user.click(gallery.getByRole('listitem', { name: '1' }));
    expect(await gallery.findByRole('button', { name: 'Choose image 1' })).toBeInTheDocument();
    const reads = api.calls('GET').filter((r) => r.path.startsWith('/api/uploaded-images'));
    expect(reads.map((r) => new URLSearchParams(r.path.split('?')[1]).get('cursor'))).toEqual([null, '9', '18']);
  });

  it('chooses who may read the post: everyone, any member, or a tier and the tiers above it', async () => {
    const post = makePost({ id: 5, title: 'For some', audience: 'members' });
    api.handler = adminApi([post], (req, res) => {
      if (req.method === 'PUT') sendJson(res, 200, post);
    });
    const { user } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await screen.findByRole('button', { name: 'Cancel Edit' });
    const audience = screen.getByRole('combobox', { name: 'Audience' });
    expect(audience).toHaveAccessibleDescription(
      'Who may read the whole post; everybody else sees its title and excerpt',
    );
    expect(audience.closest('.ant-select')).toHaveTextContent('Members (any tier)');
    await user.click(audience);
    await screen.findByRole('listbox');
    const options = within(document.querySelector<HTMLElement>('.ant-select-dropdown')!);
    for (const name of ['Everyone', 'Members (any tier)', 'Basic and above']) {
      expect(options.getByTitle(name)).toBeInTheDocument();
    }
    await user.click(await options.findByTitle('Inner Circle and above'));
    await user.click(screen.getByRole('button', { name: 'Update Post' }));
    await waitFor(() => expect(api.calls('PUT')).toHaveLength(1));
    expect(JSON.parse(api.calls('PUT')[0].body)).toMatchObject({ audience: 'tier', audienceTierId: 12 });
  });
});
