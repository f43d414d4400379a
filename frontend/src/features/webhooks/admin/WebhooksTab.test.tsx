import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { notifications } from '../../../test/test-api';
import { setupWebhooksApi } from '../test/webhooks-api';
import { WebhooksTab } from './WebhooksTab';

const hooks = setupWebhooksApi();
const region = () => screen.findByRole('region', { name: 'Webhooks' });
type User = ReturnType<typeof renderWithProviders>['user'];

async function openAdd(user: User) {
  await user.click(within(await region()).getByRole('button', { name: /Add endpoint/ }));
  return within(await screen.findByRole('dialog', { name: 'Add webhook endpoint' }));
}

describe("the admin's Webhooks tab", () => {
  it('lists the endpoints with their events and status', async () => {
    renderWithProviders(<WebhooksTab />, '/admin?tab=webhooks');
    const tab = within(await region());
    await tab.findByText('https://hooks.example.com/1');
    const rows = within(tab.getByRole('table', { name: 'Webhook endpoints' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'https://hooks.example.com/1Zapierorder.paid, booking.createdEnabledDeliveriesSend testRoll secretDelete',
    ]);
  });

  it('adds an endpoint for the events ticked, and shows its secret once', async () => {
    const { user } = renderWithProviders(<WebhooksTab />);
    const form = await openAdd(user);
    await user.click(form.getByRole('button', { name: 'Add endpoint' }));
    expect(await form.findByText('Please enter the URL to send events to')).toBeInTheDocument();
    expect(form.getByText('Please choose at least one event')).toBeInTheDocument();

    await user.type(form.getByLabelText('URL'), 'https://hooks.example.com/new');
    await user.click(form.getByRole('checkbox', { name: 'Order shipped (order.shipped)' }));
    await user.click(form.getByRole('checkbox', { name: 'Booking cancelled (booking.cancelled)' }));
    await user.click(form.getByRole('button', { name: 'Add endpoint' }));

    const shown = within(await screen.findByRole('dialog', { name: 'Signing secret' }));
    expect(hooks.sent('/api/admin/webhooks')).toEqual([
      {
        url: 'https://hooks.example.com/new',
        description: '',
        events: ['order.shipped', 'booking.cancelled'],
        allowPrivate: false,
      },
    ]);
    expect(shown.getByLabelText('Secret of https://hooks.example.com/new')).toHaveValue(`whsec_${'S'.repeat(42)}2`);
    expect(shown.getByText(/You will not see this secret again/)).toBeInTheDocument();
    await user.click(shown.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('https://hooks.example.com/new')).toBeInTheDocument();
    expect(screen.queryByDisplayValue(/^whsec_/)).not.toBeInTheDocument();
  });

  it('shows the refusal of a private address on the URL, and warns when private addresses are allowed', async () => {
    const { user } = renderWithProviders(<WebhooksTab />);
    const form = await openAdd(user);
    await user.type(form.getByLabelText('URL'), 'https://10.0.0.1/hooks');
    await user.click(form.getByRole('checkbox', { name: 'Order paid (order.paid)' }));
    await user.click(form.getByRole('button', { name: 'Add endpoint' }));
    const refusal =
      '10.0.0.1 is a private, loopback or link-local address (10.0.0.1); webhooks go there only when the endpoint allows private addresses.';
    expect(await form.findByText(refusal)).toBeInTheDocument();
    expect(await notifications().findByText('Endpoint Not Added')).toBeInTheDocument();

    expect(form.queryByText(/Only for a receiver on your own network/)).not.toBeInTheDocument();
    await user.click(form.getByRole('switch', { name: 'Allow private addresses' }));
    expect(form.getByText(/Only for a receiver on your own network/)).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByRole('dialog', { name: 'Signing secret' })).toBeInTheDocument();
    expect(hooks.sent('/api/admin/webhooks').at(-1)).toMatchObject({
      url: 'https://10.0.0.1/hooks',
      allowPrivate: true,
    });
  });

  it('shows an endpoint’s deliveries with status, attempts and response, and replays one', async () => {
    const { user } = renderWithProviders(<WebhooksTab />);
    await user.click(await within(await region()).findByRole('button', { name: 'Deliveries' }));
    const deliveries = within(await screen.findByRole('table', { name: 'Deliveries' }));
    await deliveries.findByText('Failed');
    const rows = deliveries.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/order\.paid.*Failed7500The receiver answered 500Replay$/);
    expect(rows[1]).toHaveTextContent(/order\.paid.*Delivered1200Replay$/);

    await user.click(within(rows[0]).getByRole('button', { name: /^Replay order\.paid/ }));
    expect(await notifications().findByText('Delivery Replayed')).toBeInTheDocument();
    expect(hooks.api.calls('/api/admin/webhooks/deliveries/2/replay')).toHaveLength(1);
    expect(await deliveries.findByText('Pending')).toBeInTheDocument();
  });

  it('sends a test event and opens the deliveries to show it', async () => {
    const { user } = renderWithProviders(<WebhooksTab />);
    await user.click(await within(await region()).findByRole('button', { name: 'Send test' }));
    expect(await notifications().findByText('Test Event Queued')).toBeInTheDocument();
    const deliveries = within(await screen.findByRole('table', { name: 'Deliveries' }));
    expect(await deliveries.findByText('webhook.test')).toBeInTheDocument();
    const testRow = () => within(deliveries.getByText('webhook.test').closest('tr')!);
    expect(testRow().getByText('Pending')).toBeInTheDocument();

    // the site delivers it: the open panel shows so without being opened again
    Object.assign(hooks.deliveries[0], { status: 'succeeded', attempts: 1, lastStatusCode: 200, nextAttemptAt: null });
    await waitFor(() => expect(testRow().getByText('Delivered')).toBeInTheDocument(), { timeout: 30_000 });
    expect(deliveries.queryByText('Pending')).not.toBeInTheDocument();
  });
});
