import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render';
import { notifications } from '../../../test/test-api';
import { makePlan, makeProduct, PAYING_CARD, setupShopApi, SHIPPING_ADDRESS } from '../test/shop-api';
import { CheckoutPage } from './CheckoutPage';
import { ProductPage } from './ProductPage';
import { ProductsPage } from './ProductsPage';

const shop = setupShopApi();

// $199 in full, or $210 in three monthly payments of $70
const PROGRAM = makeProduct({
  id: 9,
  slug: 'leadership-program',
  title: 'Leadership Program',
  price: '$199',
  plan: makePlan(3, 21000),
});

const openProduct = () => renderAt(<ProductPage />, '/products/leadership-program', { path: '/products/:slug' });

describe('a product sold in instalments', () => {
  it('says its monthly payments under the price, on its card and its page', async () => {
    // $100 in 3: the first a cent more
    shop.products = [PROGRAM, makeProduct({ id: 10, title: 'Mentoring', plan: makePlan(3, 10000) })];
    const view = renderAt(<ProductsPage />, '/products');
    const card = await screen.findByRole('article', { name: 'Leadership Program' });
    expect(within(card).getByText('or 3 monthly payments of $70')).toBeInTheDocument();
    const other = screen.getByRole('article', { name: 'Mentoring' });
    expect(within(other).getByText('or 3 monthly payments of $33.34, then $33.33')).toBeInTheDocument();
    view.unmount();

    openProduct();
    expect(await screen.findByText('or 3 monthly payments of $70')).toBeInTheDocument();
  });

  it('offers Pay in 3 instalments on its page, leading to its checkout in instalments', async () => {
    shop.products = [PROGRAM];
    openProduct();
    expect(await screen.findByRole('link', { name: 'Pay in 3 instalments' })).toHaveAttribute(
      'href',
      '/checkout?plan=9',
    );
    expect(screen.getByRole('link', { name: 'Buy Now' })).toHaveAttribute('href', '/checkout?amount=199&products=9');
  });

  it('offers Pay in 3 instalments when the server takes cards through Stripe too', async () => {
    shop.config = { provider: 'stripe', publishableKey: 'pk_test_plans', shippingRateCents: 0 };
    shop.products = [PROGRAM];
    openProduct();
    expect(await screen.findByRole('link', { name: 'Pay in 3 instalments' })).toHaveAttribute(
      'href',
      '/checkout?plan=9',
    );
  });

  it('offers no instalments where the product cannot be bought: sold out, or owned', async () => {
    shop.config = { provider: 'stripe', publishableKey: 'pk_test_plans', shippingRateCents: 0 };
    shop.products = [{ ...PROGRAM, type: 'physical', requiresShipping: true, inventory: 0 }];
    const view = openProduct();
    expect(await screen.findByRole('button', { name: 'Sold out' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: /instalments/ })).not.toBeInTheDocument();
    view.unmount();

    shop.signIn();
    shop.owned = [9];
    shop.products = [PROGRAM];
    openProduct();
    expect(await screen.findByText('You own this')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /instalments/ })).not.toBeInTheDocument();
  });

  it('checks out in instalments: the terms, the first payment with plan: true, then the way to the plan', async () => {
    shop.signIn();
    shop.products = [PROGRAM];
    const { user } = renderAt(<CheckoutPage />, '/checkout?plan=9');
    await screen.findByLabelText('Card number');
    expect(screen.getByText('Today: $70, then 2 monthly payments of $70 (total $210)')).toBeInTheDocument();
    const summary = screen.getByRole('list', { name: 'Products in this order' });
    expect(within(summary).getByText('$210')).toBeInTheDocument();
    expect(screen.getByText('Due today')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$70.00');
    // a plan takes no code
    expect(screen.queryByLabelText('Discount code')).not.toBeInTheDocument();
    expect(shop.json('/api/create-payment-intent')).toEqual([{ amount: 70, productIds: [9], plan: true }]);

    await user.type(screen.getByLabelText('Card number'), PAYING_CARD);
    await user.click(screen.getByRole('button', { name: /Pay \$70\.00/ }));
    expect(await screen.findByText('account page at /account?tab=orders')).toBeInTheDocument();
    const toast = notifications().getByRole('listitem');
    expect(toast).toHaveTextContent('Payment Successful!');
    expect(toast).toHaveTextContent('2 monthly payments of $70 follow: see Payment plans in your account.');
    await user.click(within(toast).getByRole('link', { name: 'Payment plans' }));
    expect(await screen.findByText('account page at /account?tab=plans')).toBeInTheDocument();
  });

  it('adds the shipping to the first payment of a product that ships', async () => {
    shop.signIn();
    shop.config = { ...shop.config, shippingRateCents: 450 };
    shop.shippingAddress = SHIPPING_ADDRESS;
    shop.products = [{ ...PROGRAM, type: 'physical', requiresShipping: true }];
    const { user } = renderAt(<CheckoutPage />, '/checkout?plan=9');
    const form = await screen.findByRole('form', { name: 'Shipping address' });
    await user.click(within(form).getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByRole('button', { name: /Pay \$74\.50/ })).toBeInTheDocument();
    expect(shop.json('/api/create-payment-intent')).toEqual([
      { amount: 74.5, productIds: [9], plan: true, shippingAddress: SHIPPING_ADDRESS },
    ]);
  });

  it('sends a checkout in instalments of a product without a plan back to the products', async () => {
    shop.signIn();
    shop.products = [{ ...PROGRAM, plan: null }];
    renderAt(<CheckoutPage />, '/checkout?plan=9');
    expect(await screen.findByText('products page at /products')).toBeInTheDocument();
    expect(shop.calls('/api/create-payment-intent')).toHaveLength(0);
  });
});
