import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render';
import { makeProduct, setupShopApi } from '../test/shop-api';
import { CheckoutPage } from './CheckoutPage';

const shop = setupShopApi();

const GUIDE = makeProduct({ id: 3, title: 'Leadership Guide', price: '$49' });
const WORKBOOK = makeProduct({ id: 4, title: 'Companion Workbook', price: '$29' });
const BUMP = {
  id: 11,
  productId: 3,
  offeredProductId: 4,
  title: 'Companion Workbook',
  headline: 'Add the workbook',
  text: 'Exercises for each chapter.',
  price: '$19',
  priceCents: 1900,
  regularPrice: '$29',
  requiresShipping: false,
};

describe('the checkout’s order bump', () => {
  it('adds a ticked bump to the total and sends its offer for the server to price', async () => {
    shop.signIn();
    shop.products = [GUIDE, WORKBOOK];
    shop.bumps = [BUMP];
    const { user } = renderAt(<CheckoutPage />, '/checkout?amount=49&products=3');
    const box = await screen.findByRole('checkbox', { name: /Add Companion Workbook for \$19/ });
    expect(screen.getByText('Exercises for each chapter.')).toBeInTheDocument();
    await screen.findByLabelText('Card number');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$49.00');

    await user.click(box);
    expect(await screen.findByRole('button', { name: /Pay \$68\.00/ })).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$68.00');
    expect(screen.getByTestId('checkout-bump-line')).toHaveTextContent('Companion Workbook$19.00');
    expect(shop.json('/api/create-payment-intent')).toEqual([
      { amount: 49, productIds: [3] },
      { amount: 68, productIds: [3], bumps: [11] },
    ]);
  });

  it('shows no tick box where the product has no bump', async () => {
    shop.signIn();
    shop.products = [GUIDE];
    renderAt(<CheckoutPage />, '/checkout?amount=49&products=3');
    await screen.findByLabelText('Card number');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
