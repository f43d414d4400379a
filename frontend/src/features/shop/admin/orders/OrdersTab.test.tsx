import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { notifications, sendJson } from '../../../../test/test-api';
import { makeSettings } from '../../../site/test/site-api';
import { ordersExportUrl } from '../api';
import { makeOrder, makeOrderDetail, setupOrdersApi } from '../../test/orders-api';
import { SHIPPING_ADDRESS } from '../../test/shop-api';
import { OrdersTab } from './OrdersTab';

const orders = setupOrdersApi();
const region = () => screen.findByRole('region', { name: 'Orders' });
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
// "Open order #3" (found by its text: a name from the content is slow to compute in jsdom)
const orderButton = async (id: number) => (await screen.findByText(`#${id}`)).closest('button')!;

// antd draws a select's options in a popup of its own
async function choose(user: ReturnType<typeof renderWithProviders>['user'], select: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: select }));
  await screen.findByRole('listbox');
  const popup = document.querySelector<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')!;
  await user.click(within(popup).getByTitle(option));
}

describe('OrdersTab', () => {
  it('lists the paid orders with their buyer, items, status and total, newest first', async () => {
    renderWithProviders(<OrdersTab />, '/admin?tab=orders');
    const tab = within(await region());
    expect(await tab.findByText('Hardcover ×2')).toBeInTheDocument();
    const rows = tab.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/#3Jun 03, 2025 at .*Ada Lovelaceada@example\.comHardcover ×2completed\$60$/),
      expect.stringMatching(/#2Jun 03, 2025 at .*Deleted accountFocus Workbookrefunded\$19\.50\$19\.50 refunded$/),
      expect.stringMatching(/#1Jun 03, 2025 at .*Grace Hoppergrace@example\.comFocus Workbookcompleted\$19\.50$/),
    ]);
    expect(orders.listCalls()).toEqual(['/api/admin/orders?limit=20']);
  });

  it("says when an order was placed in the site's time zone, named, wherever the browser is", async () => {
    // 06:51 UTC on November 29 is 10:51 PM the day before in Los Angeles, the site's zone
    orders.orders = [makeOrder(4, { createdAt: '2026-11-29T06:51:00.000Z' })];
    orders.api.handler = (req, res) =>
      req.path === '/api/admin/site' && sendJson(res, 200, makeSettings({ timeZone: 'America/Los_Angeles' }));
    renderWithProviders(<OrdersTab />, '/admin?tab=orders');
    const placed = await screen.findByText('Nov 28, 2026 at 10:51 PM Los Angeles time');
    expect(placed.closest('time')).toHaveAttribute('dateTime', '2026-11-29T06:51:00.000Z');
  });

  it('searches and filters on the server, and exports what it shows', async () => {
    const { user } = renderWithProviders(<OrdersTab />);
    const tab = within(await region());
    await tab.findByText('Hardcover ×2');
    await choose(user, 'Status', 'Refunded');
    await waitFor(() => expect(tab.queryByText('Hardcover ×2')).not.toBeInTheDocument());
    expect(rowOf('Deleted account')).toHaveTextContent('#2');
    await choose(user, 'Product type', 'Physical');
    expect(await tab.findByText('No orders match these filters')).toBeInTheDocument();

    await choose(user, 'Status', 'Completed');
    await user.type(tab.getByRole('searchbox', { name: 'Search orders by number, buyer or item' }), 'hard');
    await waitFor(() =>
      expect(orders.listCalls().at(-1)).toBe('/api/admin/orders?limit=20&status=completed&type=physical&search=hard'),
    );
    expect(await tab.findByText('Hardcover ×2')).toBeInTheDocument();
    expect(tab.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      '/api/admin/orders/export?status=completed&type=physical&search=hard',
    );
  });

  it('builds the export address from the filters it has', () => {
    expect(ordersExportUrl({})).toBe('/api/admin/orders/export');
    expect(ordersExportUrl({ status: 'pending', from: '2025-06-01', to: '2025-06-30', search: '#12' })).toBe(
      '/api/admin/orders/export?status=pending&from=2025-06-01&to=2025-06-30&search=%2312',
    );
  });

  it('opens an order with its buyer, payment reference, totals, items and timeline', async () => {
    const detail = makeOrderDetail(makeOrder(3, { itemsSummary: 'Hardcover', totalAmount: '$60' }));
    detail.items[0].refunded = true;
    detail.refundedAmount = '$30';
    detail.timeline.push({
      at: '2025-06-03T15:47:00.000Z',
      event: 'mail',
      title: 'Order confirmation mail to ada@example.com: failed',
      refundId: null,
      mail: {
        kind: 'order-confirmation',
        recipient: 'ada@example.com',
        status: 'failed',
        attempts: 6,
        queuedAt: '2025-06-03T15:46:00.000Z',
        sentAt: null,
        lastError: '550 No such user',
      },
    });
    orders.details.set(3, detail);
    const { user } = renderWithProviders(<OrdersTab />);
    await user.click(await orderButton(3));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Order #3');
    const drawer = within(dialog);
    expect(await drawer.findByText('pi_3')).toBeInTheDocument();
    expect(drawer.getByText('Ada Lovelace · ada@example.com')).toBeInTheDocument();
    expect(drawer.getByText('stripe · card')).toBeInTheDocument();
    expect(drawer.getByText('$30')).toBeInTheDocument();
    expect(drawer.getByText('Hardcover').closest('tr')).toHaveTextContent('Refunded');
    const timeline = drawer.getByText('Order placed').closest('ol, ul')!;
    expect(
      within(timeline as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Order placed'),
      expect.stringContaining('Paid $60 by card'),
      expect.stringContaining('Order confirmation mail to ada@example.com: failed'),
    ]);
    expect(drawer.getByText('550 No such user')).toBeInTheDocument();
  });

  it('says when an order cannot be loaded', async () => {
    orders.details.delete(1);
    const { user } = renderWithProviders(<OrdersTab />);
    await user.click(await orderButton(1));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load this order. Please try again later.');
  });

  it('marks a paid order shipped with its carrier and tracking number, and refunds it', async () => {
    const detail = makeOrderDetail(makeOrder(3, { itemsSummary: 'Hardcover', totalAmount: '$60' }));
    detail.shipping = {
      amount: '$5',
      address: SHIPPING_ADDRESS,
      shippedAt: null,
      carrier: null,
      trackingNumber: null,
      trackingUrl: null,
    };
    orders.details.set(3, detail);
    const { user } = renderWithProviders(<OrdersTab />);
    await user.click(await orderButton(3));
    const drawer = within(await screen.findByRole('dialog'));
    expect(
      await drawer.findByText('Ada Lovelace, 12 Market Street, Springfield, IL, 62701, United States'),
    ).toBeInTheDocument();
    expect(drawer.getByText(/Not shipped yet/)).toBeInTheDocument();

    const form = drawer.getByRole('form', { name: 'Mark shipped' });
    await user.click(within(form).getByRole('button', { name: 'Mark Shipped' }));
    expect(await within(form).findByText('Carrier is required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Carrier'), 'UPS');
    await user.type(within(form).getByLabelText('Tracking number'), '1Z999');
    await user.click(within(form).getByRole('button', { name: 'Mark Shipped' }));
    expect(
      await notifications().findByText('Order #3 is marked shipped; the buyer has been told.'),
    ).toBeInTheDocument();
    expect(orders.posted).toEqual([['shipment', 3, { carrier: 'UPS', trackingNumber: '1Z999' }]]);

    await user.click(drawer.getByRole('button', { name: 'Refund Order' }));
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    expect(await notifications().findByText('Refunded $60 to the buyer’s card.')).toBeInTheDocument();
    expect(orders.posted[1]).toEqual(['refunds', 3, {}]);
  });
});
