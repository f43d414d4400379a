import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOrder, setupShopApi } from '../test/shop-api';
import type { OrderDto } from '../api';
import { formatOrderDate, statusColor } from '../lib/order-format';
import { OrdersTabContent } from './OrdersTabContent';
import { PENDING_ORDERS_POLLING_MS, RECENT_ORDER_MS, useOrderCount } from '../use-orders';
import { TestProviders } from '../../../test/render';
import { notifications } from '../../../test/test-api';

// a file of another order
const makeDownloadOf = (orderId: number) => ({
  itemId: 90 + orderId,
  orderId,
  productId: 8,
  title: 'Another Guide',
  fileName: 'another.pdf',
  url: `/api/downloads/${90 + orderId}?expires=1&signature=t`,
  expiresAt: '2025-06-03T16:00:00.000Z',
  purchasedAt: '2025-06-01T10:00:00.000Z',
});

const shop = setupShopApi();
afterEach(() => {
  vi.useRealTimers();
});

// A clock the test moves past the polling interval; meanwhile it runs with real time, as the
// page's requests to the test API do.
const pollingClock = () =>
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });

// The reads of the orders the page has sent: counted as it sends them, not as the server receives them.
const ordersRead = () =>
  vi.mocked(fetch).mock.calls.filter(([request]) => new URL((request as Request).url).pathname === '/api/orders')
    .length;

function OrdersLabel() {
  return <p>Orders ({useOrderCount()})</p>;
}

function renderOrders() {
  render(
    <TestProviders>
      <MemoryRouter initialEntries={['/account?tab=orders']}>
        <OrdersLabel />
        <OrdersTabContent />
      </MemoryRouter>
    </TestProviders>,
  );
}

const orderCards = async () => within(await screen.findByRole('list', { name: 'Orders' })).getAllByRole('listitem');

// the two items of the orders below: a workbook and a hardcover (refunded or not)
const workbookAndHardcover = ({ hardcoverRefunded = false } = {}): OrderDto['items'] => [
  { productId: 3, title: 'The Calm Leader Workbook', type: 'digital', price: '$49.99', quantity: 1, refunded: false },
  { productId: 6, title: 'Signed Hardcover', type: 'physical', price: '$29', quantity: 1, refunded: hardcoverRefunded },
];

describe('OrdersTabContent', () => {
  it('lists each order with its date and time, status, total, payment method and items', async () => {
    shop.signIn();
    shop.orders = [
      makeOrder({
        id: 12,
        createdAt: '2025-06-03T15:45:00',
        status: 'completed',
        totalAmount: '$78.99',
        paymentMethod: 'test card',
        items: workbookAndHardcover(),
      }),
      makeOrder({ id: 11, createdAt: '2025-06-04T09:05:00', status: 'cancelled', paymentMethod: null }),
    ];
    renderOrders();
    const [first, second] = (await orderCards()).filter(
      (li) => li.parentElement?.getAttribute('aria-label') === 'Orders',
    );
    expect(within(first).getByText('Order #12')).toBeInTheDocument();
    expect(within(first).getByText('Jun 03, 2025 at 3:45 PM')).toBeInTheDocument();
    expect(within(first).getByText('completed')).toHaveClass('ant-tag-green');
    expect(within(first).getByText('$78.99')).toBeInTheDocument();
    expect(within(first).getByText('Payment: test card')).toBeInTheDocument();
    expect(
      within(within(first).getByRole('list', { name: 'Items' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['The Calm Leader Workbook', 'Signed Hardcover']);
    expect(within(first).getByRole('button', { name: 'View Details' })).toBeInTheDocument();
    expect(within(second).getByText('Jun 04, 2025 at 9:05 AM')).toBeInTheDocument();
    expect(within(second).getByText('Payment: Not specified')).toBeInTheDocument();
    expect(within(second).getByText('cancelled')).toHaveClass('ant-tag-red');
    expect(screen.getByText('Orders (2)')).toBeInTheDocument();
  });

  it('says an order the owner marked shipped is shipped, with its tracking number linked to the carrier', async () => {
    // (the address is not what this is about)
    const shipped = (carrier: string, trackingNumber: string, trackingUrl: string | null) => ({
      amount: '$4.50',
      address: null,
      shippedAt: '2025-06-05T10:30:00',
      carrier,
      trackingNumber,
      trackingUrl,
    });
    const upsPage = 'https://www.ups.com/track?tracknum=1Z999AA10123456784';
    shop.signIn();
    shop.orders = [
      makeOrder({ id: 14, shipping: shipped('UPS', '1Z999AA10123456784', upsPage) }),
      makeOrder({ id: 13, shipping: shipped('Bob’s Bikes', 'B-42', null) }),
      makeOrder({
        id: 12,
        shipping: { ...shipped('', '', null), shippedAt: null, carrier: null, trackingNumber: null },
      }),
    ];
    renderOrders();
    const [ups, local, waiting] = (await orderCards()).filter(
      (li) => li.parentElement?.getAttribute('aria-label') === 'Orders',
    );
    expect(within(ups).getByText('shipped')).toHaveClass('ant-tag-green');
    expect(within(ups).queryByText('completed')).not.toBeInTheDocument();
    expect(within(ups).getByText(/^Shipped Jun 05, 2025 at 10:30 AM by UPS, tracking number/)).toBeInTheDocument();
    expect(within(ups).getByRole('link', { name: '1Z999AA10123456784' })).toHaveAttribute('href', upsPage);
    expect(within(local).getByText('shipped')).toBeInTheDocument();
    expect(
      within(local).getByText('Shipped Jun 05, 2025 at 10:30 AM by Bob’s Bikes, tracking number B-42'),
    ).toBeInTheDocument();
    expect(within(local).queryByRole('link')).not.toBeInTheDocument();
    // paid, not shipped yet
    expect(within(waiting).getByText('completed')).toBeInTheDocument();
    expect(within(waiting).queryByText(/^Shipped/)).not.toBeInTheDocument();

    fireEvent.click(within(ups).getByRole('button', { name: 'View Details' }));
    const details = await screen.findByRole('dialog', { name: 'Order #14' });
    expect(within(details).getByText('shipped')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: '1Z999AA10123456784' })).toHaveAttribute('href', upsPage);
  });

  it('opens an order on View Details: its items, total and files, and sends its receipt again', async () => {
    shop.signIn();
    shop.orders = [
      makeOrder({
        id: 12,
        status: 'completed',
        totalAmount: '$78.99',
        items: workbookAndHardcover(),
      }),
    ];
    shop.downloads = [
      {
        itemId: 40,
        orderId: 12,
        productId: 3,
        title: 'The Calm Leader Workbook',
        fileName: 'calm-leader-workbook.pdf',
        url: '/api/downloads/40?expires=1&signature=s',
        expiresAt: '2025-06-03T16:00:00.000Z',
        purchasedAt: '2025-06-03T15:45:00.000Z',
      },
      { ...makeDownloadOf(99) },
    ];
    renderOrders();
    const [card] = await orderCards();
    fireEvent.click(within(card).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order #12' });
    const rows = within(within(dialog).getByRole('table', { name: 'Items' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['ItemQtyPrice', 'The Calm Leader Workbook1$49.99', 'Signed Hardcover1$29', 'Total$78.99']);
    // only this order's files
    const files = await within(dialog).findByRole('list', { name: 'Downloads of this order' });
    expect(
      within(files)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/api/downloads/40?expires=1&signature=s']);

    fireEvent.click(within(dialog).getByRole('button', { name: /Send Receipt Again/ }));
    expect(
      await notifications().findByText(`We have sent the receipt to ${shop.auth.signedIn!.email} again.`),
    ).toBeInTheDocument();
    expect(shop.calls('/api/orders/12/receipt')).toHaveLength(1);
  });

  it('shows which items were refunded and how much came back', async () => {
    shop.signIn();
    shop.orders = [
      makeOrder({
        id: 14,
        totalAmount: '$78.99',
        refundedAmount: '$29',
        items: workbookAndHardcover({ hardcoverRefunded: true }),
      }),
    ];
    renderOrders();
    const [card] = await orderCards();
    fireEvent.click(within(card).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order #14' });
    const rows = within(within(dialog).getByRole('table', { name: 'Items' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'ItemQtyPrice',
      'The Calm Leader Workbook1$49.99',
      'Signed HardcoverRefunded1$29',
      'Total$78.99',
      'Refunded$29',
    ]);
  });

  it('offers no receipt for an order not paid yet', async () => {
    shop.signIn();
    shop.orders = [makeOrder({ id: 13, status: 'pending', createdAt: new Date().toISOString() })];
    renderOrders();
    const [card] = await orderCards();
    fireEvent.click(within(card).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order #13' });
    expect(within(dialog).getByText('pending')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Send Receipt Again/ })).toBeNull();
  });

  it.each([
    ['completed', 'green'],
    ['pending', 'gold'],
    ['cancelled', 'red'],
    ['failed', 'default'],
  ])('colours a %s order %s', (status, colour) => {
    expect(statusColor(status)).toBe(colour);
  });

  it("formats dates as 'MMM dd, yyyy at h:mm a'", () => {
    expect(formatOrderDate('2025-12-25T00:07:00')).toBe('Dec 25, 2025 at 12:07 AM');
    expect(formatOrderDate('2025-01-09T13:30:00')).toBe('Jan 09, 2025 at 1:30 PM');
  });

  it("says 'No orders yet' and offers the products when there are none", async () => {
    shop.signIn();
    renderOrders();
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
    expect(screen.getByText('Orders (0)')).toBeInTheDocument();
  });

  it('reads a pending order again until it is completed', async () => {
    pollingClock();
    shop.signIn();
    const createdAt = new Date().toISOString();
    shop.orders = [makeOrder({ id: 12, status: 'pending', createdAt })];
    renderOrders();
    const [order] = await orderCards();
    expect(within(order).getByText('pending')).toHaveClass('ant-tag-gold');
    const reads = ordersRead();
    shop.orders = [makeOrder({ id: 12, status: 'completed', createdAt })];
    await act(() => vi.advanceTimersByTimeAsync(PENDING_ORDERS_POLLING_MS));
    expect(await within(order).findByText('completed')).toHaveClass('ant-tag-green');
    expect(ordersRead()).toBeGreaterThan(reads);
    // nothing pending: no more polling
    const after = ordersRead();
    await act(() => vi.advanceTimersByTimeAsync(PENDING_ORDERS_POLLING_MS * 2));
    expect(ordersRead()).toBe(after);
  });

  it('does not keep reading for a checkout left unpaid long ago', async () => {
    pollingClock();
    shop.signIn();
    const old = new Date(Date.now() - RECENT_ORDER_MS - 60_000).toISOString();
    shop.orders = [makeOrder({ id: 13, status: 'pending', createdAt: old })];
    renderOrders();
    await orderCards();
    const reads = ordersRead();
    await act(() => vi.advanceTimersByTimeAsync(PENDING_ORDERS_POLLING_MS * 2));
    expect(ordersRead()).toBe(reads);
  });
});
