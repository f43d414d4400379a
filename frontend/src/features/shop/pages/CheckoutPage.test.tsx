import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifications, sendJson } from '../../../test/test-api';
import { renderAt } from '../../../test/render';
import { CLIENT_SECRET, DECLINED, holdBack, makeProduct, setupShopApi, SHIPPING_ADDRESS } from '../test/shop-api';
import { CheckoutPage } from './CheckoutPage';

const shop = setupShopApi();

const WORKBOOK = makeProduct({
  id: 3,
  title: 'The Calm Leader Workbook',
  category: 'Leadership',
  price: '$49.99',
});

function openCheckout(url = '/checkout?amount=49.99&products=3') {
  return renderAt(<CheckoutPage />, url);
}

async function openPaymentForm(url?: string) {
  shop.signIn();
  shop.products = [WORKBOOK];
  const view = openCheckout(url);
  await screen.findByRole('heading', { level: 1, name: 'Secure Checkout' });
  await screen.findByLabelText('Card number');
  return view;
}

describe('CheckoutPage', () => {
  it.each([
    ['no amount', '/checkout?products=3'],
    ['amount 0', '/checkout?amount=0&products=3'],
    ['a negative amount', '/checkout?amount=-5&products=3'],
    ['an amount that is no number', '/checkout?amount=abc&products=3'],
  ])('sends %s back to the products', async (_case, url) => {
    shop.signIn();
    const { router } = openCheckout(url);
    expect(await screen.findByText('products page at /products')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(shop.calls('/api/create-payment-intent')).toHaveLength(0);
  });

  it('sends a visitor who is not signed in (401) to /login, to come back to this same checkout', async () => {
    const { router } = openCheckout('/checkout?amount=49.99&products=3,12');
    expect(
      await screen.findByText('login page at /login?next=%2Fcheckout%3Famount%3D49.99%26products%3D3%2C12'),
    ).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(shop.calls('/api/create-payment-intent')).toHaveLength(1);
  });

  it("shows 'Setting up secure payment...' until the client secret arrives, asking once", async () => {
    shop.signIn();
    shop.products = [WORKBOOK];
    const held = holdBack(shop, '/api/create-payment-intent', () => ({ clientSecret: CLIENT_SECRET }));
    openCheckout();
    expect(await screen.findByText('Setting up secure payment...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Secure Checkout' })).not.toBeInTheDocument();
    held.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Secure Checkout' })).toBeInTheDocument();
    expect(screen.queryByText('Setting up secure payment...')).not.toBeInTheDocument();
    expect(shop.json('/api/create-payment-intent')).toEqual([{ amount: 49.99, productIds: [3] }]);
  });

  it('creates one payment intent even when effects run twice (StrictMode)', async () => {
    shop.signIn();
    shop.products = [WORKBOOK];
    renderAt(<CheckoutPage />, '/checkout?amount=49.99&products=3', { strict: true });
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(shop.calls('/api/create-payment-intent')).toHaveLength(1);
  });

  it('summarises the order with the total in dollars and offers to pay it', async () => {
    await openPaymentForm('/checkout?amount=49&products=3');
    const summary = await screen.findByRole('list', { name: 'Products in this order' });
    expect(
      await within(summary).findByText('The Calm Leader Workbook', { selector: '.checkout-summary__title' }),
    ).toBeInTheDocument();
    // no image: its cover, the title on the brand colour
    expect(summary.querySelector('.product-cover')).toHaveTextContent('The Calm Leader Workbook');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$49.00');
    expect(screen.getByRole('button', { name: /Pay \$49\.00/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Products/ })).toHaveAttribute('href', '/products');
    expect(screen.getByText('Test payment — no real card is charged')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('placeholder', '4242 4242 4242 4242');
  });

  it('links the terms of service and the refund policy beside the pay button, opening in a new tab', async () => {
    await openPaymentForm('/checkout?amount=49&products=3');
    const terms = screen.getByText(/By paying you agree to the/);
    expect(terms).toHaveTextContent('By paying you agree to the Terms of Service and the Refund Policy.');
    const links = within(terms)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')]);
    expect(links).toEqual([
      ['Terms of Service', '/terms-of-service', '_blank'],
      ['Refund Policy', '/refund-policy', '_blank'],
    ]);
  });

  it('pays with the test card, says so and opens the orders', async () => {
    const { user, router } = await openPaymentForm();
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiry'), '12/34');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: /Pay \$49\.99/ }));
    expect(await screen.findByText('account page at /account?tab=orders')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=orders');
    expect(notifications().getByText('Payment Successful!')).toBeInTheDocument();
    expect(shop.json('/api/payments/offline/confirm')).toEqual([
      { clientSecret: CLIENT_SECRET, cardNumber: '4242424242424242' },
    ]);
  });

  it("shows 'Processing...' while the payment is confirmed", async () => {
    const { user } = await openPaymentForm();
    const held = holdBack(shop, '/api/payments/offline/confirm', () => ({
      status: 'succeeded',
      message: 'Payment Successful!',
    }));
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.click(screen.getByRole('button', { name: /Pay \$49\.99/ }));
    expect(await screen.findByRole('button', { name: /Processing\.\.\./ })).toBeInTheDocument();
    held.release();
    expect(await screen.findByText('account page at /account?tab=orders')).toBeInTheDocument();
  });

  it("reports a declined card as 'Payment Failed' with the provider's message and stays", async () => {
    const { user, router } = await openPaymentForm();
    await user.type(screen.getByLabelText('Card number'), '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: /Pay \$49\.99/ }));
    const toast = await notifications().findByRole('listitem');
    expect(toast).toHaveTextContent('Payment Failed');
    expect(toast).toHaveTextContent(DECLINED);
    expect(router.state.location.pathname).toBe('/checkout');
    expect(screen.getByRole('button', { name: /Pay \$49\.99/ })).toBeEnabled();
  });

  it('asks for the 16 digits of the test card before sending anything', async () => {
    const { user } = await openPaymentForm();
    await user.type(screen.getByLabelText('Card number'), '4242');
    await user.click(screen.getByRole('button', { name: /Pay \$49\.99/ }));
    expect(await screen.findByText('Please enter the 16 digits of the test card')).toBeInTheDocument();
    expect(shop.calls('/api/payments/offline/confirm')).toHaveLength(0);
  });

  it("shows why a payment could not be started (the server's message)", async () => {
    shop.signIn();
    const message = 'The amount does not match the current prices. Please go back to the products and try again.';
    shop.handler = (req, res) => {
      if (req.path === '/api/create-payment-intent') sendJson(res, 400, { statusCode: 400, message });
    };
    const original = console.error;
    console.error = () => {};
    try {
      openCheckout('/checkout?amount=1&products=3');
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    } finally {
      console.error = original;
    }
    expect(screen.getByRole('link', { name: /Back to Products/ })).toHaveAttribute('href', '/products');
    await waitFor(() => expect(shop.calls('/api/create-payment-intent')).toHaveLength(1));
  });

  it('tells the buyer before paying that the last unit is gone (409), with no payment form', async () => {
    shop.signIn();
    shop.products = [WORKBOOK];
    const message = 'Sorry, "The Calm Leader Workbook" is sold out.';
    shop.handler = (req, res) => {
      if (req.path === '/api/create-payment-intent')
        sendJson(res, 409, { statusCode: 409, message, error: 'Conflict' });
    };
    const original = console.error;
    console.error = () => {};
    try {
      openCheckout();
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    } finally {
      console.error = original;
    }
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it('sends a signed-out buyer of a shipped product to sign in, and shows the address form when they come back signed in', async () => {
    shop.products = [
      makeProduct({ id: 8, title: 'Paperback', type: 'physical', price: '$24.99', requiresShipping: true }),
    ];
    const { router } = openCheckout('/checkout?amount=24.99&products=8');
    expect(
      await screen.findByText('login page at /login?next=%2Fcheckout%3Famount%3D24.99%26products%3D8'),
    ).toBeInTheDocument();

    // signed in, back to the same checkout (the sign-in page's navigate): the 401 of before is not taken again
    shop.signIn();
    await router.navigate('/checkout?amount=24.99&products=8', { replace: true });
    expect(await screen.findByRole('form', { name: 'Shipping address' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('asks where to ship a product that needs shipping, filled in with the last address, and adds the flat rate', async () => {
    shop.signIn();
    shop.config = { ...shop.config, shippingRateCents: 450 };
    shop.products = [
      makeProduct({ id: 8, title: 'Paperback', type: 'physical', price: '$24.99', requiresShipping: true }),
    ];
    shop.shippingAddress = SHIPPING_ADDRESS;
    openCheckout('/checkout?amount=24.99&products=8');
    const form = await screen.findByRole('form', { name: 'Shipping address' });
    expect(within(form).getByLabelText('Full name')).toHaveValue('Ada Lovelace');
    expect(await screen.findByTestId('checkout-shipping')).toHaveTextContent('$4.50');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$29.49');
    expect(shop.calls('/api/create-payment-intent')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('City'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Continue to Payment' }));
    expect(await within(form).findByText('City is required')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('City'), { target: { value: 'Chicago' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Continue to Payment' }));

    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(screen.getByText('Chicago, IL, 62701')).toBeInTheDocument();
    expect(shop.json('/api/create-payment-intent')).toEqual([
      {
        amount: 29.49,
        productIds: [8],
        shippingAddress: { ...shop.shippingAddress, city: 'Chicago' },
      },
    ]);
  });

  it('takes a discount code: the server says what it takes off (or why not), and the payment is for the rest', async () => {
    shop.coupons.set('SPRING10', { code: 'Spring10', discount: '$5', discountCents: 500 });
    await openPaymentForm('/checkout?amount=49.99&products=3');
    const field = screen.getByLabelText('Discount code');
    fireEvent.change(field, { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This code is not valid. Please check it and try again.')).toHaveAttribute(
      'id',
      'checkout-coupon-error',
    );

    fireEvent.change(field, { target: { value: 'spring10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Spring10 applied')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-discount')).toHaveTextContent('-$5.00');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$44.99');
    await waitFor(() => expect(shop.calls('/api/create-payment-intent')).toHaveLength(2));
    expect(shop.json('/api/create-payment-intent')[1]).toEqual({
      amount: 44.99,
      productIds: [3],
      couponCode: 'Spring10',
    });
  });
});
