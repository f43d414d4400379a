import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, notifications } from '../../../test/test-api';
import { renderApp } from '../../../test/render';
import { setupAccountApi } from '../test/account-api';

const api = setupAccountApi();

async function openSettings(emailConfirmed = true) {
  api.auth.signIn(makeUser({ emailConfirmed }));
  const view = renderApp('/account?tab=settings');
  await screen.findByRole('heading', { level: 1, name: 'My Account' });
  return view;
}

const row = (title: string) => screen.getByText(title, { selector: 'p' }).closest('li')!;
const dialog = (title: string) => screen.getByRole('dialog', { name: title });

describe('Email Preferences', () => {
  it("keeps the spec's two rows, each showing whether it is on", async () => {
    api.preferences.productUpdates = 'subscribed';
    await openSettings();
    expect(await within(row('Product Updates')).findByText('On')).toBeInTheDocument();
    expect(within(row('Daily Blog Posts')).getByText('Off')).toBeInTheDocument();
    expect(within(row('Daily Blog Posts')).getByText('Receive our latest insights in your inbox')).toBeInTheDocument();
    expect(within(row('Product Updates')).getByText('Hear about new products and offers')).toBeInTheDocument();
  });

  it('turns Daily Blog Posts on and off in its Manage dialog', async () => {
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Manage Daily Blog Posts' }));
    const toggle = within(dialog('Daily Blog Posts')).getByRole('switch', { name: 'Send me the daily blog e-mail' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(within(dialog('Daily Blog Posts')).getByRole('status')).toHaveTextContent(
      'You do not receive the daily blog e-mail.',
    );

    await user.click(toggle);
    expect(await notifications().findByText('Subscribed')).toBeInTheDocument();
    expect(notifications().getByText('Each new post is e-mailed to ada@example.com.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
    expect(api.json('/api/account/email-preferences', 'PATCH')).toEqual([{ dailyBlogPosts: true }]);

    await user.click(toggle);
    expect(await notifications().findByText('Unsubscribed')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    await user.click(within(dialog('Daily Blog Posts')).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(row('Daily Blog Posts')).getByText('Off')).toBeInTheDocument();
  });

  it('says an unconfirmed address waits for its confirmation link', async () => {
    const { user } = await openSettings(false);
    await user.click(screen.getByRole('button', { name: 'Manage Daily Blog Posts' }));
    const toggle = within(dialog('Daily Blog Posts')).getByRole('switch');
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await notifications().findByText('Almost There')).toBeInTheDocument();
    // the dialog says it too, once the preferences are read again
    await waitFor(() =>
      expect(within(dialog('Daily Blog Posts')).getByRole('status')).toHaveTextContent(
        'We sent a confirmation link to ada@example.com. Open it to start receiving the daily blog e-mail.',
      ),
    );
    expect(await within(row('Daily Blog Posts')).findByText('Waiting for confirmation')).toBeInTheDocument();
  });

  it('joins Product Updates in its own dialog, leaving the other list alone', async () => {
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Manage Product Updates' }));
    const toggle = within(dialog('Product Updates')).getByRole('switch', { name: 'Tell me about new products' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await notifications().findByText('News of each new product is e-mailed to ada@example.com.')).toBeVisible();
    expect(api.json('/api/account/email-preferences', 'PATCH')).toEqual([{ productUpdates: true }]);
    expect(await within(row('Product Updates')).findByText('On')).toBeInTheDocument();
    expect(within(row('Daily Blog Posts')).getByText('Off')).toBeInTheDocument();
  });
});
