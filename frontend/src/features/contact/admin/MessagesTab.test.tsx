import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../../test/test-api';
import { renderWithProviders } from '../../../test/render';
import { setupMessagesAdminApi } from '../test/messages-admin-api';
import { MessagesTab } from './MessagesTab';

const admin = setupMessagesAdminApi();

const openTab = () => renderWithProviders(<MessagesTab />, '/admin?tab=messages');
const list = () => screen.findByRole('list', { name: 'Contact messages' });

describe('the Messages tab', () => {
  it('lists subject, sender, date and read state, the held messages apart', async () => {
    const { user } = openTab();
    const rows = within(await list());
    expect(rows.getByRole('button', { name: 'Unread: Speaking Engagement from Grace Hopper' })).toBeInTheDocument();
    expect(rows.getByRole('button', { name: 'Collaboration from Alan Turing' })).toBeInTheDocument();
    expect(rows.getByText('Grace Hopper · grace@example.com')).toBeInTheDocument();
    expect(rows.getAllByText('Mar 02, 2026 at 10:00 AM', { exact: false }).length).toBeGreaterThan(0);
    expect(rows.queryByText(/Spam Bot/)).not.toBeInTheDocument();

    await user.click(screen.getByText('Unread', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(screen.queryByText(/Alan Turing ·/)).not.toBeInTheDocument());
    expect(within(await list()).getByText('Grace Hopper · grace@example.com')).toBeInTheDocument();

    await user.click(screen.getByText('Held as spam', { selector: '.ant-segmented-item-label' }));
    expect(await screen.findByRole('button', { name: 'Unread: Other from Spam Bot' })).toBeInTheDocument();
    expect(admin.api.server.requests.some((r) => r.path.includes('filter=held'))).toBe(true);
  });

  it('searches the subject, name, e-mail and text', async () => {
    const { user } = openTab();
    await list();
    await user.type(
      screen.getByRole('searchbox', { name: 'Search messages by subject, name, e-mail or text' }),
      'workshop',
    );
    await waitFor(() => expect(screen.queryByText(/Grace Hopper ·/)).not.toBeInTheDocument());
    expect(screen.getByText(/Alan Turing ·/)).toBeInTheDocument();
  });

  it('marks a message read when it opens, shows its thread, sends a reply once and can mark it unread', async () => {
    const { user } = openTab();
    await user.click(within(await list()).getByRole('button', { name: /from Grace Hopper/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Speaking Engagement from Grace Hopper' });
    expect(await within(drawer).findByText('Could you speak at our conference in May?')).toBeInTheDocument();
    await waitFor(() => expect(admin.sent('/api/admin/messages/1/read', 'PUT')).toEqual([{ read: true }]));
    expect(within(drawer).getByText('Replies from the sender arrive in your mailbox.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Speaking Engagement from Grace Hopper', hidden: true }),
      ).toBeInTheDocument(),
    );

    await user.type(within(drawer).getByLabelText('Reply'), 'Yes, gladly. Which dates?');
    await user.click(within(drawer).getByRole('button', { name: 'Send reply' }));
    expect(await notifications().findByText('Your reply is on its way to grace@example.com.')).toBeInTheDocument();
    const replies = within(drawer).getByRole('list', { name: 'Replies' });
    expect(await within(replies).findByText('Yes, gladly. Which dates?')).toBeInTheDocument();
    const [sent] = admin.sent('/api/admin/messages/1/replies') as { body: string; replyId: string }[];
    expect(sent).toEqual({ body: 'Yes, gladly. Which dates?', replyId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(within(drawer).getByLabelText('Reply')).toHaveValue('');

    await user.click(within(drawer).getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(admin.sent('/api/admin/messages/1/read', 'PUT').at(-1)).toEqual({ read: false }));
    expect(
      await screen.findByRole('button', { name: 'Unread: Speaking Engagement from Grace Hopper' }),
    ).toBeInTheDocument();
  });

  it('shows the reply refused with the server’s message, keeping what was written', async () => {
    admin.refuseReply = 'Please write a reply';
    const { user } = openTab();
    await user.click(within(await list()).getByRole('button', { name: /from Alan Turing/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Collaboration from Alan Turing' });
    expect(within(drawer).getByText('Gladly!')).toBeInTheDocument();
    await user.type(within(drawer).getByLabelText('Reply'), 'Hello');
    await user.click(within(drawer).getByRole('button', { name: 'Send reply' }));
    expect(await within(drawer).findByText('Please write a reply')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Reply')).toHaveValue('Hello');
  });

  it('offers no reply to a held message until it is released into the inbox, and deletes one once asked again', async () => {
    const { user } = openTab();
    await list();
    await user.click(screen.getByText('Held as spam', { selector: '.ant-segmented-item-label' }));
    await user.click(await screen.findByRole('button', { name: /from Spam Bot/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Other from Spam Bot' });
    // no reply to a held message: its address may be a bot's forgery
    await within(drawer).findByRole('button', { name: 'Release' });
    expect(within(drawer).queryByLabelText('Reply')).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Release' }));
    expect(await notifications().findByText('Message released')).toBeInTheDocument();
    expect(admin.find(3)?.held).toBe(false);
    expect(await within(drawer).findByLabelText('Reply')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Delete this message' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(admin.find(3)).toBeUndefined());
    expect(await notifications().findByText('Message deleted')).toBeInTheDocument();
  });
});
