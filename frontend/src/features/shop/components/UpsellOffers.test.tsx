import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render';
import { sendJson } from '../../../test/test-api';
import { makeOrder, setupShopApi } from '../test/shop-api';
import { OrdersTabContent } from './OrdersTabContent';

const shop = setupShopApi();

const OFFER = {
  orderId: 7,
  offerId: 12,
  productId: 5,
  title: 'Masterclass Recording',
  headline: 'Watch the masterclass',
  text: 'Two hours with the coach.',
  price: '$59',
  priceCents: 5900,
  regularPrice: '$99',
  expiresAt: '2026-11-30T12:30:00.000Z',
};

describe('the one-click upsell above the orders', () => {
  it('adds the offer with one click and says so', async () => {
    shop.signIn();
    shop.orders = [makeOrder({ id: 7 })];
    shop.upsells = [OFFER];
    shop.handler = (req, res) => {
      if (req.method !== 'POST' || req.path !== '/api/upsell-offers/7/accept') return false;
      shop.upsells = [];
      sendJson(res, 200, {
        message: 'Added to your purchases: Masterclass Recording.',
        order: makeOrder({ id: 8, totalAmount: '$59' }),
      });
      return true;
    };
    const { user } = renderAt(<OrdersTabContent />, '/account?tab=orders');
    expect(await screen.findByText('Watch the masterclass')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, add it — $59' }));
    expect(await screen.findByText('Added to your purchases: Masterclass Recording.')).toBeInTheDocument();
    expect(shop.calls('/api/upsell-offers/7/accept')).toHaveLength(1);
    // the offers read again no longer have it: its card goes, what it said stays
    await expect.poll(() => screen.queryByText('Watch the masterclass')).toBeNull();
    expect(screen.getByRole('region', { name: 'Special offers' })).toHaveTextContent(
      'Added to your purchases: Masterclass Recording.',
    );
  });

  it('says why a declined card added nothing', async () => {
    shop.signIn();
    shop.orders = [makeOrder({ id: 7 })];
    shop.upsells = [OFFER];
    shop.handler = (req, res) => {
      if (req.method !== 'POST' || req.path !== '/api/upsell-offers/7/accept') return false;
      const message = 'Your card was not charged: Your card was declined. Nothing was added to your order.';
      sendJson(res, 402, { statusCode: 402, message });
      return true;
    };
    const { user } = renderAt(<OrdersTabContent />, '/account?tab=orders');
    await user.click(await screen.findByRole('button', { name: 'Yes, add it — $59' }));
    expect(await screen.findByText(/Your card was declined\. Nothing was added/)).toBeInTheDocument();
  });

  it('ends the offer on No thanks', async () => {
    shop.signIn();
    shop.orders = [makeOrder({ id: 7 })];
    shop.upsells = [OFFER];
    const { user } = renderAt(<OrdersTabContent />, '/account?tab=orders');
    await user.click(await screen.findByRole('button', { name: 'No thanks' }));
    expect(await screen.findByRole('list', { name: 'Orders' })).toBeInTheDocument();
    await expect.poll(() => screen.queryByText('Watch the masterclass')).toBeNull();
  });
});
