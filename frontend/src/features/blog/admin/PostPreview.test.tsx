import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminApi, renderAdmin } from '../test/render-admin';
import { sendJson, setupBlogApi } from '../test/test-api';

const api = setupBlogApi();
const mailOf = (edition: string) => ({
  to: 'owner@example.com',
  subject: 'Quiet Mornings',
  html: `<!doctype html><html><body><p>${edition}</p></body></html>`,
  text: edition,
});

// the preview's e-mail requests: each one's payload
const previews = () =>
  api
    .calls('POST')
    .filter((c) => c.path === '/api/admin/blog-posts/mail-preview')
    .map((c) => JSON.parse(c.body));

async function openPreview(user: ReturnType<typeof renderAdmin>['user']) {
  await user.type(await screen.findByLabelText('Title'), 'Quiet Mornings');
  await user.type(screen.getByLabelText('Excerpt'), 'Ten minutes.');
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  return within(await screen.findByRole('dialog', { name: 'Preview' }));
}

// The e-mail as subscribers get it (without the content, the server renders the excerpt edition),
// and the members' edition (the whole post) only where the site has membership tiers.
describe("the post preview's e-mail", () => {
  const answer = (tiers?: unknown[]) =>
    adminApi([], (req, res) => {
      if (tiers && req.path === '/api/admin/blog/audiences') sendJson(res, 200, tiers);
      if (req.path === '/api/admin/blog-posts/mail-preview') {
        sendJson(res, 200, mailOf(JSON.parse(req.body).content === undefined ? 'Excerpt edition' : 'Whole post'));
      }
    });

  it("shows subscribers' edition, and the members' one, labelled, on a site with tiers", async () => {
    api.handler = answer();
    const { user } = renderAdmin();
    const dialog = await openPreview(user);
    await user.click(dialog.getByRole('tab', { name: 'In the e-mail' }));
    await waitFor(() =>
      expect(dialog.getByTitle('E-mail (HTML)')).toHaveAttribute('srcdoc', mailOf('Excerpt edition').html),
    );
    expect(previews()).toEqual([{ title: 'Quiet Mornings', excerpt: 'Ten minutes.', imageUrl: null }]);

    await user.click(dialog.getByRole('tab', { name: 'In the members’ e-mail' }));
    expect(await dialog.findByText('The whole post, as members whose tier has the paid edition get it.')).toBeVisible();
    await waitFor(() => expect(previews()).toHaveLength(2));
    expect(previews()[1]).toMatchObject({ title: 'Quiet Mornings', content: expect.any(String) });
  });

  it('has no members’ edition on a site without membership tiers', async () => {
    api.handler = answer([]);
    const { user } = renderAdmin();
    const dialog = await openPreview(user);
    await user.click(dialog.getByRole('tab', { name: 'In the e-mail' }));
    await waitFor(() =>
      expect(dialog.getByTitle('E-mail (HTML)')).toHaveAttribute('srcdoc', mailOf('Excerpt edition').html),
    );
    expect(dialog.queryByRole('tab', { name: 'In the members’ e-mail' })).not.toBeInTheDocument();
  });
});
