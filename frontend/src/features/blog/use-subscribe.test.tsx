import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, setupUser } from '../../test/render';
import { sendJson, setupBlogApi } from './test/test-api';

const api = setupBlogApi();
const notifications = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const footerForm = () => within(screen.getByRole('region', { name: 'Daily Blog Email' }));

async function subscribeFromFooter(email: string) {
  const user = setupUser();
  renderApp('/about');
  const field = await footerForm().findByRole('textbox', { name: 'Email address' });
  await user.type(field, email);
  await user.click(footerForm().getByRole('button', { name: /Subscribe/ }));
  return field;
}

describe('subscribing to the daily blog e-mail', () => {
  it('from the footer: sends the address, clears the field and says so', async () => {
    api.handler = (_req, res) => sendJson(res, 200, { message: "You've been subscribed to our newsletter." });
    const field = await subscribeFromFooter('reader@example.com');

    const toast = await within(notifications()).findByRole('listitem');
    expect(toast).toHaveTextContent('Success!');
    expect(toast).toHaveTextContent("You've been subscribed to our newsletter.");
    expect(field).toHaveValue('');
    const [call] = api.calls('POST');
    expect(call.path).toBe('/api/subscribe');
    expect(JSON.parse(call.body)).toEqual({ email: 'reader@example.com' });
  });

  it("shows the server's message and keeps the address when it fails", async () => {
    api.handler = (_req, res) =>
      sendJson(res, 400, { statusCode: 400, message: 'Please enter a valid e-mail address.' });
    const field = await subscribeFromFooter('reader@example.com');

    const toast = await within(notifications()).findByRole('listitem');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Please enter a valid e-mail address.');
    expect(toast).toHaveClass('toast--destructive');
    await waitFor(() => expect(field).toBeEnabled());
    expect(field).toHaveValue('reader@example.com');
  });

  it("falls back to 'Failed to subscribe. Please try again.' when the server gives no message", async () => {
    api.handler = (_req, res) => {
      res.writeHead(503);
      res.end();
    };
    await subscribeFromFooter('reader@example.com');
    const toast = await within(notifications()).findByRole('listitem');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Failed to subscribe. Please try again.');
  });

  it('from the blog card: asks to confirm with the link in the mail', async () => {
    api.handler = (req, res) =>
      req.path === '/api/subscribe'
        ? sendJson(res, 200, { message: "You've been subscribed to our newsletter." })
        : sendJson(res, 200, []);
    const user = setupUser();
    renderApp('/blog');
    const card = within(await screen.findByRole('region', { name: 'Get Daily Insights in Your Inbox' }));
    await user.type(card.getByRole('textbox', { name: 'Email address' }), 'reader@example.com');
    await user.click(card.getByRole('button', { name: /Subscribe/ }));
    const toast = await within(notifications()).findByRole('listitem');
    expect(toast).toHaveTextContent('Success!');
    expect(toast).toHaveTextContent(
      "Check your inbox and click the link to confirm. Already subscribed? There's nothing more to do.",
    );
    expect(card.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  });
});
