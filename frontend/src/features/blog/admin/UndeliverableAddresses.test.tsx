import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../test/render-admin';
import { setupSubscribersApi, stopped, subscribersRegion } from '../test/subscribers-api';
import { SubscribersAdmin } from './SubscribersAdmin';

const subscribers = setupSubscribersApi();
const { api } = subscribers;
const undeliverableRegion = () => screen.findByRole('region', { name: 'Undeliverable addresses' });
const notifications = () => screen.getByRole('region', { name: 'Notifications (F8)' });

// ada's mailbox refused the daily e-mail for good
function adaBounced() {
  const row = stopped(7, 'ada@example.com', 'hard-bounce', '550 Mailbox unavailable');
  subscribers.suppressions.push(row);
  subscribers.list[0].undeliverable = { reason: row.reason, detail: row.detail, since: row.since };
}

describe('Subscribers: undeliverable addresses', () => {
  it('shows an Undeliverable state with the reason and date on the subscriber’s row', async () => {
    adaBounced();
    renderAdmin(<SubscribersAdmin />);
    const tab = await subscribersRegion();
    const ada = (await within(tab).findByText('ada@example.com')).closest('tr')!;
    expect(ada).toHaveTextContent('Active');
    expect(ada).toHaveTextContent('Undeliverable');
    expect(ada).toHaveTextContent('Hard bounce on Mar 07, 2025: 550 Mailbox unavailable');
    expect(within(tab).getByText('bob@example.com').closest('tr')).not.toHaveTextContent('Undeliverable');
  });

  it('lists the stopped addresses and why; Lift sends mail to one again', async () => {
    adaBounced();
    const { user } = renderAdmin(<SubscribersAdmin />);
    const list = await undeliverableRegion();
    const row = (await within(list).findByText('ada@example.com')).closest('tr')!;
    expect(row).toHaveTextContent('Hard bounce on Mar 07, 2025: 550 Mailbox unavailable');
    expect(list).toHaveTextContent('1 stopped');

    await user.click(within(list).getByRole('button', { name: 'Lift ada@example.com' }));
    expect(await within(notifications()).findByRole('listitem')).toHaveTextContent(
      'Mail reaches ada@example.com again.',
    );
    expect(api.calls('DELETE').map((c) => c.path)).toEqual(['/api/admin/mail-suppressions/7']);
    expect(await within(list).findByText('Mail reaches every address')).toBeInTheDocument();
    // the subscriber's row is read again, without the tag
    const tab = await subscribersRegion();
    await waitFor(() =>
      expect(within(tab).getByText('ada@example.com').closest('tr')).not.toHaveTextContent('Undeliverable'),
    );
  });

  it('marks an address undeliverable by hand', async () => {
    const { user } = renderAdmin(<SubscribersAdmin />);
    const list = await undeliverableRegion();
    expect(await within(list).findByText('Mail reaches every address')).toBeInTheDocument();
    await user.type(within(list).getByRole('textbox', { name: 'Address to mark undeliverable' }), 'Typo@Exampel.com');
    await user.click(within(list).getByRole('button', { name: 'Mark undeliverable' }));

    expect(await within(notifications()).findByRole('listitem')).toHaveTextContent(
      'No mail goes to typo@exampel.com until you lift it.',
    );
    expect(api.calls('POST').map((c) => [c.path, JSON.parse(c.body)])).toEqual([
      ['/api/admin/mail-suppressions', { email: 'Typo@Exampel.com' }],
    ]);
    const row = (await within(list).findByText('typo@exampel.com')).closest('tr')!;
    expect(row).toHaveTextContent('Marked by you on Mar 07, 2025');
    expect(within(list).getByRole('textbox', { name: 'Address to mark undeliverable' })).toHaveValue('');
  });
});
