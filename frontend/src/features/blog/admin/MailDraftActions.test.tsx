import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminApi, renderAdmin } from '../test/render-admin';
import { makePost, sendJson, setupBlogApi } from '../test/test-api';

const api = setupBlogApi();
const notifications = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));
const DRAFT_INCOMPLETE = 'Please fill in the title and excerpt first: the e-mail shows them.';

const PREVIEW = {
  to: 'owner@example.com',
  subject: 'Quiet Mornings',
  html: '<!doctype html><html><body><h1>Quiet Mornings</h1><a href="https://coach.example/api/unsubscribe?token=sample">Unsubscribe</a></body></html>',
  text: 'Quiet Mornings\n\nTen minutes.\n\nUnsubscribe: https://coach.example/api/unsubscribe?token=sample',
};

async function writeDraft(user: ReturnType<typeof renderAdmin>['user']) {
  await user.type(await screen.findByLabelText('Title'), 'Quiet Mornings');
  await user.type(screen.getByLabelText('Excerpt'), 'Ten minutes.');
}

describe("the editor's e-mail buttons", () => {
  it("previews the unsaved post's e-mail as the server renders it: subject, HTML in a sandboxed frame, text", async () => {
    api.handler = adminApi([], (req, res) => {
      if (req.path === '/api/admin/blog-posts/mail-preview') sendJson(res, 200, PREVIEW);
    });
    const { user } = renderAdmin();
    await writeDraft(user);
    await user.click(screen.getByRole('button', { name: 'Preview e-mail' }));

    const dialog = await screen.findByRole('dialog', { name: 'E-mail preview' });
    expect(dialog).toHaveTextContent('Toowner@example.com');
    expect(dialog).toHaveTextContent('SubjectQuiet Mornings');
    const frame = within(dialog).getByTitle('E-mail (HTML)');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', PREVIEW.html);
    await user.click(within(dialog).getByRole('tab', { name: 'Text' }));
    expect(await within(dialog).findByText(/Unsubscribe: https:\/\/coach\.example/)).toBeInTheDocument();

    const [call] = api.calls('POST');
    expect(JSON.parse(call.body)).toEqual({ title: 'Quiet Mornings', excerpt: 'Ten minutes.', imageUrl: null });
    expect(api.calls('POST').filter((r) => r.path === '/api/admin/blog-posts')).toHaveLength(0);
  });

  it('says what is missing when the server refuses the draft', async () => {
    api.handler = adminApi([], (req, res) => {
      if (req.path === '/api/admin/blog-posts/mail-preview') {
        sendJson(res, 400, { statusCode: 400, message: DRAFT_INCOMPLETE });
      }
    });
    const { user } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Preview e-mail' }));
    const toast = await notifications().findByRole('listitem');
    expect(toast).toHaveTextContent('Preview Failed');
    expect(toast).toHaveTextContent(DRAFT_INCOMPLETE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a test to the signed-in admin and says where it went', async () => {
    api.handler = adminApi([], (req, res) => {
      if (req.path === '/api/admin/blog-posts/test-mail') {
        sendJson(res, 202, { message: 'A test e-mail is on its way to owner@example.com.', to: 'owner@example.com' });
      }
    });
    const { user } = renderAdmin();
    await writeDraft(user);
    await user.click(screen.getByRole('button', { name: 'Send a test to me' }));
    const toast = await notifications().findByRole('listitem');
    expect(toast).toHaveTextContent('Test E-mail Sent');
    expect(toast).toHaveTextContent('A test e-mail is on its way to owner@example.com.');
    const [call] = api.calls('POST');
    expect(call.path).toBe('/api/admin/blog-posts/test-mail');
    expect(JSON.parse(call.body)).toEqual({ title: 'Quiet Mornings', excerpt: 'Ten minutes.', imageUrl: null });
  });

  it("reports a refused test with the server's reason", async () => {
    api.handler = adminApi([], (req, res) => {
      if (req.path === '/api/admin/blog-posts/test-mail') {
        sendJson(res, 429, { statusCode: 429, message: 'Too many attempts. Please try again in 12 minutes.' });
      }
    });
    const { user } = renderAdmin();
    await writeDraft(user);
    await user.click(screen.getByRole('button', { name: 'Send a test to me' }));
    const toast = await notifications().findByRole('listitem');
    expect(toast).toHaveTextContent('Test Failed');
    expect(toast).toHaveTextContent('Too many attempts. Please try again in 12 minutes.');
  });

  it("keeps an edited post's link while its title stays, and derives it once the title changes", async () => {
    const post = makePost({ title: 'Calm', slug: 'calm-2', imageUrl: '/api/uploads/images/a.png' });
    api.handler = adminApi([post], (req, res) => {
      if (req.path === '/api/admin/blog-posts/test-mail') sendJson(res, 202, { message: 'Queued.', to: 'a@b.c' });
    });
    const { user } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Calm'));
    await user.click(screen.getByRole('button', { name: 'Send a test to me' }));
    await waitFor(() => expect(api.calls('POST')).toHaveLength(1));
    expect(JSON.parse(api.calls('POST')[0].body)).toEqual({
      title: 'Calm',
      excerpt: post.excerpt,
      imageUrl: '/api/uploads/images/a.png',
      slug: 'calm-2',
    });

    await user.type(screen.getByLabelText('Title'), ' Leaders');
    await user.click(screen.getByRole('button', { name: 'Send a test to me' }));
    await waitFor(() => expect(api.calls('POST')).toHaveLength(2));
    expect(JSON.parse(api.calls('POST')[1].body)).not.toHaveProperty('slug');
  });
});
