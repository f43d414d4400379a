import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeStripe, PAYMENT_ELEMENT } from '../../../test/fake-stripe';
import { renderAt } from '../../../test/render';
import { notifications } from '../../../test/test-api';
import { CLIENT_SECRET, makePlan, makeProduct, setupShopApi } from '../test/shop-api';
import { CheckoutPage } from './CheckoutPage';

// Stripe's SDK at its module boundary (Stripe.js comes from Stripe's servers)
vi.mock('@stripe/stripe-js', () => import('../../../test/fake-stripe'));
vi.mock('@stripe/react-stripe-js', () => import('../../../test/fake-stripe'));

const shop = setupShopApi();

beforeEach(() => {
  fakeStripe.reset();
  shop.config = { provider: 'stripe', publishableKey: 'pk_test_shop', shippingRateCents: 0 };
  shop.signIn();
  shop.products = [makeProduct({ id: 3, title: 'The Calm Leader Workbook', price: '$49.99' })];
});

async function openStripeForm() {
  const view = renderAt(<CheckoutPage />, '/checkout?amount=49.99&products=3');
  expect(await screen.findByText(PAYMENT_ELEMENT)).toBeInTheDocument();
  expect(fakeStripe.clientSecret).toBe(CLIENT_SECRET);
  return view;
}

describe('CheckoutPage with Stripe', () => {
  it('pays the payment intent with Stripe Elements, says so and opens the orders', async () => {
    const { user } = await openStripeForm();
    await user.click(screen.getByRole('button', { name: /Pay \$49\.99/ }));
    expect(await screen.findByText('account page at /account?tab=orders')).toBeInTheDocument();
    expect(notifications().getByText('Payment Successful!')).toBeInTheDocument();
    expect(fakeStripe.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        confirmParams: { return_url: `${window.location.origin}/account?tab=orders` },
        redirect: 'if_required',
      }),
    );
  });

  it("reports Stripe's refusal as 'Payment Failed' with Stripe's message and stays", async () => {
    fakeStripe.decline('Your card has expired.');
    const { user, router } = await openStripeForm();
    await user.click(screen.getByRole('button', { name: /Pay \$49\.99/ }));
    const toast = await notifications().findByRole('listitem');
    expect(toast).toHaveTextContent('Payment Failed');
    expect(toast).toHaveTextContent('Your card has expired.');
    expect(router.state.location.pathname).toBe('/checkout');
    expect(screen.getByRole('button', { name: /Pay \$49\.99/ })).toBeEnabled();
  });

  it('pays the first instalment of a plan with Stripe Elements as any order: plan: true and its amount', async () => {
    shop.products = [makeProduct({ id: 9, title: 'Leadership Program', price: '$199', plan: makePlan(3, 21000) })];
    const { user } = renderAt(<CheckoutPage />, '/checkout?plan=9');
    expect(await screen.findByText(PAYMENT_ELEMENT)).toBeInTheDocument();
    expect(fakeStripe.clientSecret).toBe(CLIENT_SECRET);
    expect(screen.getByText('Today: $70, then 2 monthly payments of $70 (total $210)')).toBeInTheDocument();
    expect(shop.json('/api/create-payment-intent')).toEqual([{ amount: 70, productIds: [9], plan: true }]);

    await user.click(screen.getByRole('button', { name: /Pay \$70\.00/ }));
    expect(await screen.findByText('account page at /account?tab=orders')).toBeInTheDocument();
    expect(fakeStripe.confirmPayment).toHaveBeenCalledTimes(1);
    expect(fakeStripe.confirmSetup).not.toHaveBeenCalled();
    const toast = notifications().getByRole('listitem');
    expect(toast).toHaveTextContent('2 monthly payments of $70 follow: see Payment plans in your account.');
    expect(within(toast).getByRole('link', { name: 'Payment plans' })).toHaveAttribute('href', '/account?tab=plans');
  });
});
