import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, renderAt } from '../../../test/render';
import { makeUser, sendJson } from '../../../test/test-api';
import { holdBack, makeProduct, setupShopApi } from '../test/shop-api';
import { ProductPage } from './ProductPage';

const shop = setupShopApi();

const WORKBOOK = makeProduct({
  id: 3,
  slug: 'calm-leader-workbook',
  type: 'digital',
  title: 'The Calm Leader Workbook',
  category: 'Leadership',
  price: '$24.50',
  description: 'Twelve weeks of prompts.\nOne page a day.',
  downloads: 1240,
  rating: 4.8,
  digitalFileName: 'calm-leader-workbook.pdf',
  imageUrls: ['/api/uploads/images/0123456789abcdef01234567.png', '/api/uploads/images/89abcdef0123456701234567.png'],
});

const openProduct = (slug: string) => renderAt(<ProductPage />, `/products/${slug}`, { path: '/products/:slug' });

describe('ProductPage', () => {
  it('lets the owner hide a review from the product’s page, and show it again', async () => {
    shop.products = [{ ...WORKBOOK, reviewCount: 1 }];
    shop.reviews = [
      { id: 7, rating: 2, body: 'Not for me.', author: 'Bo B.', createdAt: '2025-06-04T10:00:00Z', hidden: false },
    ];
    shop.signIn(makeUser({ role: 'admin' }));
    const { user } = openProduct('calm-leader-workbook');
    const reviews = await screen.findByRole('list', { name: 'Reviews' });
    await user.click(await within(reviews).findByRole('button', { name: 'Hide Review' }));
    expect(await within(reviews).findByText('Hidden')).toBeInTheDocument();
    expect(shop.calls('/api/admin/reviews/7/hide')).toHaveLength(1);
    await user.click(within(reviews).getByRole('button', { name: 'Show Review' }));
    expect(await within(reviews).findByRole('button', { name: 'Hide Review' })).toBeInTheDocument();
    expect(within(reviews).queryByText('Hidden')).not.toBeInTheDocument();
    expect(shop.calls('/api/admin/reviews/7/show')).toHaveLength(1);
  });

  it('shows the buyers’ reviews, and a buyer writes one', async () => {
    shop.products = [{ ...WORKBOOK, reviewCount: 1 }];
    shop.reviews = [
      {
        id: 7,
        rating: 5,
        body: 'Clear and practical.',
        author: 'Ada L.',
        createdAt: '2025-06-04T10:00:00Z',
        hidden: false,
      },
    ];
    shop.canReview = true;
    shop.signIn();
    const { user } = openProduct('calm-leader-workbook');
    const reviews = await screen.findByRole('list', { name: 'Reviews' });
    expect(within(reviews).getByText('Clear and practical.')).toBeInTheDocument();
    expect(within(reviews).getByText('Ada L.')).toBeInTheDocument();
    // hiding a review is the owner's
    expect(within(reviews).queryByRole('button', { name: 'Hide Review' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5 by 1 buyer' })).toBeInTheDocument();

    const form = await screen.findByRole('form', { name: 'Write a review' });
    await user.click(within(form).getByRole('button', { name: 'Post Review' }));
    expect(await within(form).findByText('Please choose from 1 to 5 stars')).toBeInTheDocument();
    await user.click(within(form).getAllByRole('radio')[3]);
    await user.type(within(form).getByLabelText('Your review'), 'Worth it.');
    await user.click(within(form).getByRole('button', { name: 'Post Review' }));
    expect(await within(reviews).findByText('Worth it.')).toBeInTheDocument();
    expect(shop.json('/api/products/3/reviews')).toEqual([{ rating: 4, body: 'Worth it.' }]);
    expect(screen.queryByRole('form', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it('shows the product: its pictures, category, price, description, figures and what the buyer gets', async () => {
    shop.products = [WORKBOOK];
    openProduct('calm-leader-workbook');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Calm Leader Workbook' })).toBeInTheDocument();
    const article = screen.getByRole('article', { name: 'The Calm Leader Workbook' });
    expect(within(article).getByText('Leadership')).toBeInTheDocument();
    expect(within(article).getByText('$24.50')).toBeInTheDocument();
    expect(within(article).getByText(/Twelve weeks of prompts/)).toHaveTextContent(
      'Twelve weeks of prompts. One page a day.',
    );
    expect(within(article).getByText('1,240 downloads')).toBeInTheDocument();
    expect(within(article).getByLabelText('Rated 4.8 out of 5')).toBeInTheDocument();
    const includes = within(screen.getByRole('region', { name: 'What you get' })).getAllByRole('listitem');
    expect(includes.map((item) => item.textContent?.trim())).toEqual([
      'A download: calm-leader-workbook.pdf',
      'Yours in Account → Downloads right after payment',
    ]);
    expect(screen.getByRole('img', { name: 'The Calm Leader Workbook, picture 1 of 2' })).toHaveAttribute(
      'src',
      WORKBOOK.imageUrls[0],
    );
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/products');
  });

  it('shows another picture when the visitor picks it', async () => {
    shop.products = [WORKBOOK];
    const { user } = openProduct('calm-leader-workbook');
    await user.click(await screen.findByRole('button', { name: 'Show picture 2' }));
    expect(screen.getByRole('button', { name: 'Show picture 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'The Calm Leader Workbook, picture 2 of 2' })).toHaveAttribute(
      'src',
      WORKBOOK.imageUrls[1],
    );
  });

  it.each([
    [{ type: 'digital' as const, price: '$24.50' }, 'Buy Now', '/checkout?amount=24.5&products=3'],
    [{ type: 'course' as const, price: '$199' }, 'Enroll Now', '/checkout?amount=199&products=3'],
    [{ type: 'consultation' as const, price: '$150' }, 'Book Session', '/checkout?amount=150&products=3'],
  ])('has the card’s button, which opens the checkout for this product alone (%j)', async (kind, label, target) => {
    shop.products = [{ ...WORKBOOK, ...kind }];
    const { user, router } = openProduct('calm-leader-workbook');
    expect(await screen.findByRole('link', { name: label })).toHaveAttribute('href', target);
    await user.click(screen.getByRole('link', { name: label }));
    expect(await screen.findByText(`checkout page at ${target}`)).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(target);
    expect(shop.calls('/api/create-payment-intent')).toHaveLength(0);
  });

  it('says what a course, a session and a physical product bring', async () => {
    shop.products = [
      makeProduct({ slug: 'course', type: 'course', students: 320 }),
      makeProduct({ slug: 'new-course', type: 'course', students: 1 }),
      makeProduct({ slug: 'session', type: 'consultation', duration: '60 min' }),
      makeProduct({ slug: 'book', type: 'physical', requiresShipping: true, weight: '0.4 kg', inventory: 0 }),
    ];
    const includes = async (slug: string) => {
      const view = openProduct(slug);
      const list = await screen.findByRole('region', { name: 'What you get' });
      const lines = within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.trim());
      view.unmount();
      return lines;
    };
    expect(await includes('course')).toEqual(['Enrolment in the course', 'Join 320 students already learning']);
    expect(await includes('new-course')).toEqual(['Enrolment in the course', 'Join 1 student already learning']);
    expect(await includes('session')).toEqual(['A one-to-one session (60 min)']);
    expect(await includes('book')).toEqual(['Shipped to you', 'Weight: 0.4 kg', 'Sold out for now']);
    openProduct('book');
    expect(await screen.findByRole('button', { name: 'Sold out' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Buy Now' })).toBeNull();
  });

  it('names the tab after the product and the site', async () => {
    shop.products = [WORKBOOK];
    openProduct('calm-leader-workbook');
    await screen.findByRole('heading', { level: 1, name: 'The Calm Leader Workbook' });
    expect(document.title).toBe('The Calm Leader Workbook · Business Coach & Author');
  });

  it("says 'Product not found.' with a way back for a slug no product has", async () => {
    openProduct('no-such-product');
    expect(await screen.findByRole('alert')).toHaveTextContent('Product not found.');
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/products');
  });

  it('says the product failed to load when the API fails', async () => {
    shop.handler = (req, res) => {
      if (req.path.startsWith('/api/products/')) sendJson(res, 500, { statusCode: 500, message: 'Internal error' });
    };
    openProduct('calm-leader-workbook');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load this product. Please try again later.');
  });

  it('opens from a card of the shop by its name, showing the product at once', async () => {
    shop.products = [WORKBOOK, makeProduct({ id: 4, slug: 'other', title: 'Other Product' })];
    const { user, router } = renderApp('/products');
    const card = await screen.findByRole('article', { name: 'The Calm Leader Workbook' });
    // its own read held back: the page shows what the list had meanwhile
    const read = holdBack(shop, '/api/products/calm-leader-workbook', () => WORKBOOK);
    await user.click(within(card).getByRole('link', { name: 'The Calm Leader Workbook' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The Calm Leader Workbook' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/products/calm-leader-workbook');
    expect(screen.getByRole('link', { name: 'Buy Now' })).toBeInTheDocument();
    read.release();
  });
});
