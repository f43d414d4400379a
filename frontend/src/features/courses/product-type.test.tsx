import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { notifications } from '../../test/test-api';
import { chooseTypeShowing, fillBasics, openProductManager } from '../shop/test/product-manager';
import { makeProduct, setupShopApi } from '../shop/test/shop-api';

const shop = setupShopApi();
// the server's courses start as drafts (its course product type says so)
beforeEach(() => shop.startsAsDraft.add('course'));

// where a Course Builder button leads
function Landed() {
  return <p>The builder of {useLocation().pathname}</p>;
}

// The course product type in the shop's product manager: its form, its drafts, its builder.
describe('a course in the product manager', () => {
  it('saves a new course as a draft, out of the shop, and publishes it from Manage Products', async () => {
    const { user } = await openProductManager(shop);
    await fillBasics(user);
    await chooseTypeShowing(user, 'Course', 'Students');
    await user.click(screen.getByRole('button', { name: /Create Product/ }));
    expect(await notifications().findByText('Draft Saved')).toBeInTheDocument();
    expect(
      notifications().getByText(
        '"The Calm Leader Workbook" is a draft, not in the shop yet: write its lessons in the Course Builder, then publish it from Manage Products.',
      ),
    ).toBeInTheDocument();
    expect(notifications().queryByText('Product Created')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Manage Products' }));
    const item = within(
      (await screen.findByRole('heading', { name: 'The Calm Leader Workbook' })).closest('li') as HTMLElement,
    );
    expect(item.getByText('Draft')).toBeInTheDocument();
    expect(item.queryByText('Archived')).not.toBeInTheDocument();
    expect(item.queryByRole('button', { name: /Archive/ })).not.toBeInTheDocument();
    await user.click(item.getByRole('button', { name: /Publish/ }));
    expect(await notifications().findByText('Published: now in the shop')).toBeInTheDocument();
    expect(shop.calls(`/api/products/${shop.products[0].id}/unarchive`)).toHaveLength(1);
    expect(await item.findByRole('button', { name: /Archive/ })).toBeInTheDocument();
    expect(item.queryByText('Draft')).not.toBeInTheDocument();
  });

  it('opens the Course Builder of a course product (and only of a course)', async () => {
    shop.products = [
      makeProduct({ id: 8, type: 'digital', title: 'The Workbook' }),
      makeProduct({ id: 9, type: 'course', title: 'Leading Through Change' }),
    ];
    const builder = { path: '/admin/courses/:productId', element: <Landed /> };
    const { user } = await openProductManager(shop, { stubs: [builder] });
    await user.click(await screen.findByRole('tab', { name: 'Manage Products' }));
    const [workbook, course] = within(await screen.findByRole('list', { name: 'Products' })).getAllByRole('listitem');
    expect(within(workbook).queryByRole('button', { name: /Course Builder/ })).not.toBeInTheDocument();
    await user.click(within(course).getByRole('button', { name: /Course Builder/ }));
    expect(await screen.findByText('The builder of /admin/courses/9')).toBeInTheDocument();
  });
});

// The course product type on the shop's product page, as the app shows it.
describe('a course on its product page', () => {
  const openProduct = (slug: string) => renderApp(`/products/${slug}`);

  it("says an enrolled student owns the course, with no Enroll Now, and leads to the course's page", async () => {
    const course = makeProduct({
      id: 9,
      type: 'course',
      slug: 'leading-through-change',
      title: 'Leading Through Change',
    });
    shop.products = [course];
    shop.owned = [9];
    shop.signIn();
    openProduct('leading-through-change');
    expect(await screen.findByText('You own this')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the course' })).toHaveAttribute(
      'href',
      '/courses/leading-through-change',
    );
    expect(screen.queryByRole('link', { name: 'Enroll Now' })).toBeNull();
  });

  it('says "Coming soon" with no buy button on a course not sold yet', async () => {
    shop.products = [makeProduct({ id: 10, type: 'course', slug: 'next-course', title: 'Next Course' })];
    shop.comingSoon = [10];
    openProduct('next-course');
    expect(await screen.findByRole('button', { name: 'Coming soon' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Enroll Now' })).toBeNull();
  });

  it("links a course's page (its outline and lessons); other products have none", async () => {
    shop.products = [
      makeProduct({ type: 'course', slug: 'calm-leadership', title: 'The Calm Leader Workbook' }),
      makeProduct({ slug: 'guide' }),
    ];
    const view = openProduct('calm-leadership');
    expect(await screen.findByRole('link', { name: 'View course' })).toHaveAttribute(
      'href',
      '/courses/calm-leadership',
    );
    view.unmount();
    openProduct('guide');
    expect(await screen.findByRole('link', { name: 'Buy Now' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View course' })).not.toBeInTheDocument();
  });
});
