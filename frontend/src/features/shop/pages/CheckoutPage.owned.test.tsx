import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render';
import { makeProduct, setupShopApi } from '../test/shop-api';
import { EXPIRY_PAST } from '../components/OfflinePaymentForm';
import { CheckoutPage } from './CheckoutPage';

const shop = setupShopApi();

const COURSE = makeProduct({
  id: 4,
  type: 'course',
  slug: 'leading-through-change',
  title: 'Leading Through Change',
  price: '$199',
});
const GUIDE = makeProduct({ id: 3, type: 'digital', title: 'The Calm Leader Workbook', price: '$49.99' });

const COURSE_PAGE = { path: '/courses/:slug', element: <p>The course page</p> };
const openCheckout = (url: string) =>
  renderAt(<CheckoutPage />, url, {
    stubs: [
      COURSE_PAGE,
      { path: '/account', element: <p>The account page</p> },
      { path: '/products', element: <p>The products page</p> },
    ],
  });

async function payWithTestCard(user: ReturnType<typeof openCheckout>['user'], expiry = '12/34') {
  await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
  await user.type(screen.getByLabelText('Expiry'), expiry);
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.click(screen.getByRole('button', { name: /Pay \$/ }));
}

describe('CheckoutPage: what cannot be bought, and after paying', () => {
  it('says a course the customer owns is theirs, with a link to it, and starts no payment', async () => {
    shop.signIn();
    shop.products = [COURSE];
    shop.owned = [COURSE.id];
    openCheckout('/checkout?products=4');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You own this: Leading Through Change');
    expect(within(alert).getByRole('link', { name: 'Go to the course' })).toHaveAttribute(
      'href',
      '/courses/leading-through-change',
    );
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(shop.calls('/api/create-payment-intent')).toHaveLength(0);
  });

  it("says a download the customer bought is theirs and leads to the account's downloads", async () => {
    shop.signIn();
    shop.products = [GUIDE];
    shop.owned = [GUIDE.id];
    openCheckout('/checkout?amount=49.99&products=3');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You own this: The Calm Leader Workbook');
    expect(within(alert).getByRole('link', { name: 'Open your downloads' })).toHaveAttribute(
      'href',
      '/account?tab=downloads',
    );
    expect(shop.calls('/api/create-payment-intent')).toHaveLength(0);
  });

  it('says a course with no lesson yet is coming soon, with no payment form', async () => {
    shop.signIn();
    shop.products = [COURSE];
    shop.comingSoon = [COURSE.id];
    openCheckout('/checkout?amount=199&products=4');
    expect(await screen.findByRole('alert')).toHaveTextContent('Coming soon: Leading Through Change');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(shop.calls('/api/create-payment-intent')).toHaveLength(0);
  });

  it('takes the buyer of a course into the course once paid', async () => {
    shop.signIn();
    shop.products = [COURSE];
    const { user, router } = openCheckout('/checkout?amount=199&products=4');
    await payWithTestCard(user);
    expect(await screen.findByText('The course page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/courses/leading-through-change');
  });

  it('refuses a test card expiry in the past, beside the field, and sends nothing', async () => {
    shop.signIn();
    shop.products = [GUIDE];
    const { user } = openCheckout('/checkout?amount=49.99&products=3');
    await payWithTestCard(user, '01/20');
    expect(await screen.findByText(EXPIRY_PAST)).toBeInTheDocument();
    expect(screen.getByLabelText('Expiry')).toHaveAttribute('aria-invalid', 'true');
    expect(shop.calls('/api/payments/offline/confirm')).toHaveLength(0);
  });
});
