import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, sendJson } from '../../../test/test-api';
import { holdBack, makeProduct, setupShopApi } from '../test/shop-api';
import { renderAt } from '../../../test/render';
import { ProductsPage } from './ProductsPage';

const shop = setupShopApi();

const CATALOGUE = [
  makeProduct({
    id: 3,
    type: 'digital',
    title: 'The Calm Leader Workbook',
    category: 'Leadership',
    price: '$49.99',
    downloads: 1240,
    rating: 4.8,
    imageUrls: ['/api/uploads/images/0123456789abcdef01234567.png'],
    imageUrl: '/api/uploads/images/0123456789abcdef01234567.png',
  }),
  makeProduct({
    id: 4,
    type: 'course',
    title: 'Leading Through Change',
    price: '$199',
    students: 3200,
    rating: 5,
  }),
  makeProduct({
    id: 5,
    type: 'consultation',
    title: 'Strategy Session',
    price: '$1,250',
    duration: '60 min',
  }),
  makeProduct({ id: 6, type: 'physical', title: 'Signed Hardcover', price: '$29', inventory: 4 }),
];

const cards = () => within(screen.getByRole('list', { name: 'Products' })).getAllByRole('article');
const titles = () => cards().map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
const card = (title: string) => screen.getByRole('article', { name: title });

async function openProducts() {
  const view = renderAt(<ProductsPage />, '/products');
  await screen.findByRole('list', { name: 'Products' });
  return view;
}

describe('ProductsPage', () => {
  it('shows every product under All Products first, physical ones included', async () => {
    shop.products = CATALOGUE;
    await openProducts();
    expect(screen.getByRole('heading', { level: 1, name: 'Professional Products' })).toBeInTheDocument();
    const filters = within(screen.getByRole('group', { name: 'Filter products' })).getAllByRole('button');
    const labels = filters.map((b) => b.textContent);
    expect(labels).toEqual(['All Products', 'Digital Products', 'Courses', 'Consultancy', 'Memberships']);
    expect(screen.getByRole('button', { name: 'All Products' })).toHaveAttribute('aria-pressed', 'true');
    expect(titles()).toEqual([
      'The Calm Leader Workbook',
      'Leading Through Change',
      'Strategy Session',
      'Signed Hardcover',
    ]);
  });

  it.each([
    ['Digital Products', ['The Calm Leader Workbook']],
    ['Courses', ['Leading Through Change']],
    ['Consultancy', ['Strategy Session']],
    ['All Products', ['The Calm Leader Workbook', 'Leading Through Change', 'Strategy Session', 'Signed Hardcover']],
  ])('%s shows only products of its type', async (filter, expected) => {
    shop.products = CATALOGUE;
    const { user } = await openProducts();
    await user.click(screen.getByRole('button', { name: 'Courses' }));
    await waitFor(() => expect(titles()).toEqual(['Leading Through Change']));
    await user.click(screen.getByRole('button', { name: filter }));
    expect(screen.getByRole('button', { name: filter })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(titles()).toEqual(expected));
    // each filter is the server's: the shop's first page of that type
    const type = filter === 'All Products' ? null : CATALOGUE.find((p) => p.title === expected[0])!.type;
    const asked = shop.auth.server.requests.filter((r) => r.path.startsWith('/api/products?'));
    expect(asked.map((r) => new URLSearchParams(r.path.split('?')[1]).get('type'))).toContain(type);
  });

  it('shows twelve products, then twelve more with "Load More Products", until the last', async () => {
    shop.products = Array.from({ length: 26 }, (_, i) => makeProduct({ id: 100 + i, title: `Guide ${i + 1}` }));
    const { user } = await openProducts();
    expect(cards()).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Load More Products' }));
    await waitFor(() => expect(cards()).toHaveLength(24));
    await user.click(screen.getByRole('button', { name: 'Load More Products' }));
    await waitFor(() => expect(cards()).toHaveLength(26));
    expect(titles().at(-1)).toBe('Guide 26');
    expect(screen.queryByRole('button', { name: 'Load More Products' })).not.toBeInTheDocument();
  });

  it('never shows an archived product, for an admin either', async () => {
    shop.signIn(makeUser({ role: 'admin' }));
    shop.products = [...CATALOGUE, makeProduct({ id: 9, title: 'Old Edition', archived: true })];
    await openProducts();
    expect(titles()).not.toContain('Old Edition');
    expect(titles()).toHaveLength(CATALOGUE.length);
  });

  it('shows image, category, price, description, the type figure and the rating on a card', async () => {
    shop.products = CATALOGUE;
    await openProducts();
    const workbook = card('The Calm Leader Workbook');
    expect(within(workbook).getByText('Leadership')).toBeInTheDocument();
    expect(within(workbook).getByText('$49.99')).toBeInTheDocument();
    expect(within(workbook).getByText('The description of product 3.')).toBeInTheDocument();
    expect(within(workbook).getByText('1,240 downloads')).toBeInTheDocument();
    expect(within(workbook).getByRole('img', { name: 'Rated 4.8 out of 5' })).toHaveTextContent('4.8');
    expect(workbook.querySelector('img')).toHaveAttribute('src', '/api/uploads/images/0123456789abcdef01234567.png');
    expect(within(card('Leading Through Change')).getByText('3,200 students')).toBeInTheDocument();
    expect(within(card('Strategy Session')).getByText('60 min')).toBeInTheDocument();
  });

  it("links a card's name and picture to the product's own page", async () => {
    shop.products = CATALOGUE;
    await openProducts();
    const workbook = card('The Calm Leader Workbook');
    expect(within(workbook).getByRole('link', { name: 'The Calm Leader Workbook' })).toHaveAttribute(
      'href',
      '/products/product-3',
    );
    // the picture's link leads to the same page, out of the way of keyboards and screen readers
    const picture = workbook.querySelector('img')!.closest('a');
    expect(picture).toHaveAttribute('href', '/products/product-3');
    expect(picture).toHaveAttribute('tabindex', '-1');
  });

  it('gives a product without an image a cover: its title in white on the brand colour, hidden from screen readers', async () => {
    shop.products = CATALOGUE;
    await openProducts();
    const course = card('Leading Through Change');
    expect(course.querySelector('img')).toBeNull();
    const cover = course.querySelector('.product-cover');
    expect(cover).toHaveTextContent('Leading Through Change');
    expect(cover).toHaveAttribute('aria-hidden', 'true');
    // the card is still named by its heading alone
    expect(within(course).getByRole('heading', { level: 2 })).toHaveTextContent('Leading Through Change');
  });

  it('shows the cover instead of an uploaded image that cannot be loaded', async () => {
    shop.products = CATALOGUE;
    await openProducts();
    const workbook = card('The Calm Leader Workbook');
    fireEvent.error(workbook.querySelector('img')!);
    expect(workbook.querySelector('img')).toBeNull();
    expect(workbook.querySelector('.product-cover')).toHaveTextContent('The Calm Leader Workbook');
  });

  it.each([
    ['The Calm Leader Workbook', 'Buy Now', '/checkout?amount=49.99&products=3'],
    ['Leading Through Change', 'Enroll Now', '/checkout?amount=199&products=4'],
    ['Strategy Session', 'Book Session', '/checkout?amount=1250&products=5'],
    ['Signed Hardcover', 'Buy Now', '/checkout?amount=29&products=6'],
  ])('"%s" has %s, which opens the checkout for it alone', async (title, label, target) => {
    shop.products = CATALOGUE;
    const { user, router } = await openProducts();
    // a link: it works on the server's page before the SPA has hydrated
    expect(within(card(title)).getByRole('link', { name: label })).toHaveAttribute('href', target);
    await user.click(within(card(title)).getByRole('link', { name: label }));
    expect(await screen.findByText(`checkout page at ${target}`)).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(target);
    // the list itself makes no call for a purchase (spec section 7)
    expect(shop.calls('/api/create-payment-intent')).toHaveLength(0);
  });

  it('shows "Sold out" instead of Buy Now on a physical product with no stock left', async () => {
    shop.products = [...CATALOGUE, makeProduct({ id: 7, type: 'physical', title: 'Last Edition', inventory: 0 })];
    await openProducts();
    const soldOut = within(card('Last Edition')).getByRole('button', { name: 'Sold out' });
    expect(soldOut).toBeDisabled();
    expect(within(card('Last Edition')).queryByRole('link', { name: 'Buy Now' })).toBeNull();
    // with stock, or of a type without stock, it can be bought
    expect(within(card('Signed Hardcover')).getByRole('link', { name: 'Buy Now' })).toBeInTheDocument();
    expect(within(card('Strategy Session')).getByRole('link', { name: 'Book Session' })).toBeInTheDocument();
  });

  it('shows "You own this" on what the customer has, leading to it, and "Coming soon" on a course not sold yet', async () => {
    shop.signIn();
    shop.products = [...CATALOGUE, makeProduct({ id: 8, type: 'course', title: 'Next Course', slug: 'next-course' })];
    shop.owned = [3, 4];
    shop.comingSoon = [8];
    await openProducts();
    const guide = card('The Calm Leader Workbook');
    expect(await within(guide).findByText('You own this')).toBeInTheDocument();
    expect(within(guide).getByRole('link', { name: 'Open your downloads' })).toHaveAttribute(
      'href',
      '/account?tab=downloads',
    );
    expect(within(guide).queryByRole('link', { name: 'Buy Now' })).toBeNull();
    const course = card('Leading Through Change');
    expect(within(course).getByText('You own this')).toBeInTheDocument();
    expect(within(course).getByRole('link', { name: 'Go to the course' })).toHaveAttribute(
      'href',
      `/courses/${CATALOGUE[1].slug}`,
    );
    expect(within(course).queryByRole('link', { name: 'Enroll Now' })).toBeNull();
    expect(within(card('Next Course')).getByRole('button', { name: 'Coming soon' })).toBeDisabled();
    expect(within(card('Next Course')).queryByRole('link', { name: 'Enroll Now' })).toBeNull();
    // the rest is for sale as before
    expect(within(card('Strategy Session')).getByRole('link', { name: 'Book Session' })).toBeInTheDocument();
  });

  it('shows six placeholders while the products load', async () => {
    shop.products = CATALOGUE;
    const held = holdBack(shop, '/api/products', () => shop.products);
    renderAt(<ProductsPage />, '/products');
    const loading = screen.getByRole('list', { name: 'Loading products' });
    expect(within(loading).getAllByRole('listitem')).toHaveLength(6);
    held.release();
    expect(await screen.findByRole('list', { name: 'Products' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Loading products' })).not.toBeInTheDocument();
  });

  it("says 'New Products Coming Soon!' with a way to get notified when there are none", async () => {
    renderAt(<ProductsPage />, '/products');
    expect(await screen.findByRole('heading', { name: 'New Products Coming Soon!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Notified When Available' })).toHaveAttribute('href', '/contact');
  });

  it('shows the empty state for a filter without products', async () => {
    shop.products = [CATALOGUE[0]];
    const { user } = await openProducts();
    await user.click(screen.getByRole('button', { name: 'Consultancy' }));
    expect(await screen.findByRole('heading', { name: 'New Products Coming Soon!' })).toBeInTheDocument();
  });

  it('says the products failed to load when the API fails', async () => {
    shop.handler = (req, res) => {
      if (req.path.startsWith('/api/products?'))
        sendJson(res, 500, { statusCode: 500, message: 'Internal server error' });
    };
    renderAt(<ProductsPage />, '/products');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load products. Please try again later.');
  });
});
