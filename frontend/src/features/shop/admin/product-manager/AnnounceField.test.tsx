import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../../../test/test-api';
import { field, fillBasics, openProductManager } from '../../test/product-manager';
import { makeProduct, setupShopApi } from '../../test/shop-api';

const shop = setupShopApi();

describe('Tell subscribers to product updates', () => {
  it('sends the box ticked with a new product and says the list is being told', async () => {
    const { user } = await openProductManager(shop);
    await fillBasics(user);
    const box = screen.getByRole('checkbox', { name: 'Tell subscribers to product updates' });
    expect(box).not.toBeChecked();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: /Create Product/ }));

    expect(await notifications().findByText('Product Created')).toBeInTheDocument();
    expect(
      notifications().getByText(
        '"The Calm Leader Workbook" is now in the shop. Subscribers to product updates are being told.',
      ),
    ).toBeInTheDocument();
    expect(shop.json('/api/products')).toEqual([expect.objectContaining({ notifyProductUpdates: true })]);
    // the form starts over, unticked
    expect(await screen.findByRole('checkbox', { name: 'Tell subscribers to product updates' })).not.toBeChecked();
  });

  it('sends nothing about the list when the box is left alone', async () => {
    const { user } = await openProductManager(shop);
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: /Create Product/ }));
    expect(await notifications().findByText('"The Calm Leader Workbook" is now in the shop.')).toBeInTheDocument();
    expect(shop.json('/api/products')[0]).not.toHaveProperty('notifyProductUpdates');
  });

  it('offers the box when editing a product not yet announced, and says when one was', async () => {
    shop.products = [
      makeProduct({ id: 8, title: 'Told Already', announcedAt: '2025-06-02T10:00:00.000Z' }),
      makeProduct({ id: 9, title: 'Not Yet' }),
    ];
    const { user } = await openProductManager(shop);
    await user.click(screen.getByRole('tab', { name: 'Manage Products' }));
    const list = within(await screen.findByRole('list', { name: 'Products' }));
    await user.click(list.getAllByRole('button', { name: /Edit/ })[0]);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Subscribers to product updates were told about this product on Jun 02, 2025.',
    );
    expect(screen.queryByRole('checkbox', { name: 'Tell subscribers to product updates' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Manage Products' }));
    await user.click(
      within(await screen.findByRole('list', { name: 'Products' })).getAllByRole('button', { name: /Edit/ })[1],
    );
    expect(field('Title')).toHaveValue('Not Yet');
    await user.click(screen.getByRole('checkbox', { name: 'Tell subscribers to product updates' }));
    await user.click(screen.getByRole('button', { name: /Update Product/ }));
    expect(
      await notifications().findByText(
        'Your changes to "Not Yet" are saved. Subscribers to product updates are being told.',
      ),
    ).toBeInTheDocument();
    expect(shop.json('/api/products/9', 'PATCH')).toEqual([expect.objectContaining({ notifyProductUpdates: true })]);
  });
});
