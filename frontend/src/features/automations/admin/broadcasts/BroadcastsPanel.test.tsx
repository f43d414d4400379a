import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../../../test/test-api';
import { chooseOption } from '../../../memberships/test/choose-option';
import { makeBroadcast, NO_DELIVERY, setupAutomationsAdminApi } from '../../test/automations-admin-api';
import { openPanel } from '../../test/open-panel';

const admin = setupAutomationsAdminApi();

// jsdom has no layout: Quill measures the selection when text is pasted into it
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;

describe("the Automations tab's Broadcasts", () => {
  it('lists the broadcasts with their segment, delivery, opens and clicks, and deletes one not sent', async () => {
    admin.broadcasts = [
      makeBroadcast({
        status: 'sent',
        segmentId: 5,
        segmentName: 'VIP readers',
        recipients: 120,
        delivery: { ...NO_DELIVERY, sent: 118, failed: 2 },
        opened: 64,
        clicked: 11,
      }),
      makeBroadcast({ id: 71, subject: 'Summer notes' }),
    ];
    const { user } = await openPanel('Broadcasts');
    const sent = await screen.findByRole('row', { name: /Spring sale/ });
    expect(sent).toHaveTextContent('VIP readersSent120118 sent, 2 failed6411');
    // a sent one stays
    expect(within(sent).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    const draft = screen.getByRole('row', { name: /Summer notes/ });
    expect(draft).toHaveTextContent('EveryoneDraft');
    await user.click(within(draft).getByRole('button', { name: 'Delete Summer notes' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await notifications().findByText('“Summer notes” is deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Summer notes/ })).not.toBeInTheDocument());
    expect(admin.api.server.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/api/admin/automations/broadcasts/71',
    ]);
  });

  it('writes a broadcast to a segment, previews it, sends a test, schedules it, takes it back and sends it now', async () => {
    const { user } = await openPanel('Broadcasts');
    await user.click(await screen.findByRole('button', { name: /New broadcast/ }));
    const editor = screen.getByRole('region', { name: 'New broadcast' });
    await user.type(within(editor).getByLabelText('Subject'), 'Spring sale');
    await user.click(await within(editor).findByRole('textbox', { name: 'Body' }));
    await user.paste('Everything is 20% off.');
    // who it would go to now, as the server counts them: everyone (40) or the segment's 12, but the 3
    // who unsubscribed or bounced
    const recipients = within(editor).getByRole('status', { name: 'Recipients' });
    await waitFor(() => expect(recipients).toHaveTextContent(/^Goes to 37 people now \(without those who/));
    await chooseOption(user, within(editor).getByRole('combobox', { name: 'Send to' }), 'VIP readers (12 people)');
    await waitFor(() => expect(recipients).toHaveTextContent(/^Goes to 9 people now/));
    expect(admin.api.server.requests.filter((r) => r.path.includes('/recipients')).map((r) => r.path)).toEqual([
      '/api/admin/automations/broadcasts/recipients',
      '/api/admin/automations/broadcasts/recipients?segmentId=5',
    ]);

    await user.click(within(editor).getByRole('button', { name: /Preview/ }));
    const frame = await screen.findByTitle('E-mail preview (HTML)');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toMatch(/^<h1>Spring sale<\/h1><p>Everything is 20% off\.<\/p>$/);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(editor).getByRole('button', { name: /Send test/ }));
    expect(await notifications().findByText('A test was sent to your own address.')).toBeInTheDocument();
    const saved = { subject: 'Spring sale', body: '<p>Everything is 20% off.</p>', segmentId: 5 };
    expect(admin.json('/api/admin/automations/broadcasts')).toEqual([saved]);
    const id = admin.broadcasts[0].id;
    expect(admin.json(`/api/admin/automations/broadcasts/${id}/test`)).toHaveLength(1);

    // 9:30 on the site's clock (New York, EDT in May)
    const schedule = within(editor).getByRole('group', { name: 'Schedule' });
    await user.type(within(schedule).getByLabelText('Send on'), '2027-05-04');
    await user.clear(within(schedule).getByLabelText('At (America/New_York)'));
    await user.type(within(schedule).getByLabelText('At (America/New_York)'), '09:30');
    await user.click(within(schedule).getByRole('button', { name: 'Schedule' }));
    expect(await within(editor).findByText(/Scheduled for May 04, 2027 at 9:30 AM/)).toBeInTheDocument();
    expect(admin.json(`/api/admin/automations/broadcasts/${id}/schedule`)).toEqual([
      { at: '2027-05-04T13:30:00.000Z' },
    ]);
    expect(screen.getByRole('row', { name: /Spring sale/ })).toHaveTextContent('VIP readers');
    // the text on screen was saved again before it was scheduled
    expect(admin.json(`/api/admin/automations/broadcasts/${id}`, 'PUT')).toEqual([saved]);
    await waitFor(() => expect(screen.getByRole('row', { name: /Spring sale/ })).toHaveTextContent('Scheduled'));

    await user.click(within(editor).getByRole('button', { name: 'Cancel sending' }));
    expect(await notifications().findByText('“Spring sale” is a draft again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('row', { name: /Spring sale/ })).toHaveTextContent('Draft'));
    // no time: back to a draft
    expect(admin.json(`/api/admin/automations/broadcasts/${id}/schedule`).at(-1)).toEqual({ at: null });
    // now: the server sends it at once, to the 9 it counted
    await user.click(
      within(within(editor).getByRole('group', { name: 'Schedule' })).getByRole('button', { name: 'Send now' }),
    );
    expect(await notifications().findByText('“Spring sale” went to 9 people.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('row', { name: /Spring sale/ })).toHaveTextContent('Sent9'));
    expect(within(editor).queryByRole('group', { name: 'Schedule' })).not.toBeInTheDocument();
  });
});
