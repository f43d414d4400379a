import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerProductType } from '../..';
import { renderApp, renderAt } from '../../../../test/render';
import { notifications } from '../../../../test/test-api';
import { CheckoutPage } from '../../pages/CheckoutPage';
import { ProductsPage } from '../../pages/ProductsPage';
import { chooseTypeShowing, field, fillBasics, openProductManager } from '../product-manager';
import { makeProduct, PAYING_CARD, setupShopApi } from '../shop-api';
import { GIFT_CARD, giftCardProductType } from './product-type';

const shop = setupShopApi();

const titles = () =>
  within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

const GIFT = makeProduct({ id: 40, type: GIFT_CARD, title: 'Gift Card', price: '$25', duration: '12 months' });
const WORKBOOK = makeProduct({ id: 41, title: 'The Workbook' });

// registered for this file alone: the modules (and the registry) are shared with the next file
let unregister: () => void;
beforeAll(() => {
  unregister = registerProductType(giftCardProductType);
});
afterAll(() => unregister());

// The recipe of docs/architecture.md, "Adding a module", on the SPA's side: a type that exists only
// here shows through the shop's real screens, with nothing of the shop changed for it.
describe('a product type registered from its own folder: the gift card', () => {
  it('has its filter, its figure and its button on /products', async () => {
    shop.products = [GIFT, WORKBOOK];
    const { user } = renderAt(<ProductsPage />, '/products');
    const card = await screen.findByRole('article', { name: 'Gift Card' });
    const filters = within(screen.getByRole('group', { name: 'Filter products' })).getAllByRole('button');
    const labels = filters.map((b) => b.textContent);
    expect(labels).toEqual(['All Products', 'Digital Products', 'Courses', 'Consultancy', 'Memberships', 'Gift Cards']);
    expect(within(card).getByText('Valid for 12 months')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Give Now' })).toHaveAttribute(
      'href',
      '/checkout?amount=25&products=40',
    );
    await user.click(screen.getByRole('button', { name: 'Gift Cards' }));
    // the server's filter: the shop's first page of that type
    await waitFor(() => expect(titles()).toEqual(['Gift Card']));
    const asked = shop.auth.server.requests.filter((r) => r.path.startsWith('/api/products?'));
    expect(asked.map((r) => new URLSearchParams(r.path.split('?')[1]).get('type'))).toContain(GIFT_CARD);
  });

  it('brings its field to the product manager, and what it holds to the saved product', async () => {
    const { user } = await openProductManager(shop);
    await fillBasics(user);
    await chooseTypeShowing(user, 'Gift card', 'Valid for');
    await user.type(field('Valid for'), '12 months');
    await user.click(screen.getByRole('button', { name: /Create Product/ }));
    expect(await notifications().findByText('Product Created')).toBeInTheDocument();
    expect(shop.json('/api/products')).toEqual([
      expect.objectContaining({ type: GIFT_CARD, duration: '12 months', weight: null, requiresShipping: false }),
    ]);
  });

  it('asks whom it is for at the checkout, shows it above the payment, and says so once paid', async () => {
    shop.signIn();
    shop.products = [GIFT];
    const { user } = renderAt(<CheckoutPage />, '/checkout?amount=25&products=40');
    await screen.findByText('Who is it for?');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Recipient e-mail'), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const chosen = await screen.findByRole('group', { name: 'Gift card for grace@example.com' });
    expect(chosen).toHaveTextContent('For grace@example.com');
    await user.type(await screen.findByLabelText('Card number'), PAYING_CARD);
    await user.click(screen.getByRole('button', { name: 'Pay $25.00' }));
    expect(await screen.findByText('account page at /account?tab=orders')).toBeInTheDocument();
    expect(
      notifications().getByText('Thank you for your purchase. A gift card for grace@example.com.'),
    ).toBeInTheDocument();
  });

  it('has its tab on the account page, after the others', async () => {
    shop.signIn();
    renderApp('/account?tab=gift-cards');
    const tab = await screen.findByRole('tab', { name: 'Gift cards' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').at(-1)).toBe(tab);
    expect(
      await within(screen.getByRole('tabpanel')).findByText('The gift cards you give show here.'),
    ).toBeInTheDocument();
  });
});
