import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { notifications, sendJson } from '../../../../test/test-api';
import { makeCoupon, setupShopTabApi } from '../../test/shop-tab-api';
import { productsText, toCreateBody } from './coupon-form';
import { ShopTab } from './ShopTab';

const shop = setupShopTabApi();
const section = (name: string) => screen.findByRole('region', { name });
const rowOf = async (code: string) => (await screen.findByText(code)).closest('tr')!;
type User = ReturnType<typeof renderWithProviders>['user'];

async function openNewCoupon(user: User) {
  await user.click(within(await section('Coupons')).getByRole('button', { name: /New Coupon/ }));
  return within(await screen.findByRole('dialog', { name: 'New Coupon' }));
}

// 'New Coupon' filled in with a code and a percentage, and sent
async function createPercentCoupon(user: User, code: string, percent: string) {
  const form = await openNewCoupon(user);
  await user.type(form.getByLabelText('Code'), code);
  await user.type(form.getByLabelText('Percentage off'), percent);
  await user.click(form.getByRole('button', { name: 'Create Coupon' }));
  return form;
}

describe("the admin's Shop tab", () => {
  it('lists every coupon with what it takes off, its limits, uses, products and status', async () => {
    renderWithProviders(<ShopTab />, '/admin?tab=shop');
    const coupons = within(await section('Coupons'));
    await waitFor(() => expect(coupons.getByText('SPRING5').closest('tr')).toHaveTextContent('Focus Workbook'));
    const rows = coupons.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^SPRING5\$5Jun 30, 2025 at .*3 \/ 1001\$50Focus Workbook, Calm Leader CourseActiveStop$/),
      'WELCOME1010%Never7––All productsStoppedReactivate',
    ]);
    expect(coupons.getByRole('button', { name: 'Stop SPRING5' })).toBeInTheDocument();
  });

  it('names a product deleted since by its number', () => {
    const titles = new Map([[3, 'Focus Workbook']]);
    expect(productsText(makeCoupon(1, { productIds: [3, 9] }), titles)).toBe('Focus Workbook, Product #9');
  });

  it('creates a percentage coupon, sending only the code and the percentage', async () => {
    const { user } = renderWithProviders(<ShopTab />);
    await createPercentCoupon(user, ' FALL15 ', '15');

    expect(await notifications().findByText('Coupon Created')).toBeInTheDocument();
    expect(shop.sent('/api/admin/coupons')).toEqual([{ code: 'FALL15', percentOff: 15 }]);
    expect(await rowOf('FALL15')).toHaveTextContent('FALL1515%Never0––All productsActiveStop');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('creates an amount off with its expiry, limits, minimum order and products', async () => {
    const { user } = renderWithProviders(<ShopTab />);
    const form = await openNewCoupon(user);
    await user.type(form.getByLabelText('Code'), 'SUMMER');
    await user.click(form.getByRole('radio', { name: 'Amount off' }));
    await user.type(await form.findByLabelText('Dollars off'), '7.5');
    await user.type(form.getByLabelText('Usage limit'), '50');
    await user.type(form.getByLabelText('Limit per customer'), '1');
    await user.type(form.getByLabelText('Minimum order'), '20');
    await user.click(form.getByRole('combobox', { name: 'Products' }));
    const popup = await waitFor(() => {
      const open = document.querySelector<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
      expect(open).not.toBeNull();
      return within(open!);
    });
    expect(popup.queryByTitle('Old Guide')).not.toBeInTheDocument();
    await user.click(popup.getByTitle('Focus Workbook'));
    await user.type(form.getByLabelText('Expires'), '2099-12-31 18:30{Enter}');
    await user.click(form.getByRole('button', { name: 'Create Coupon' }));

    expect(await notifications().findByText('Coupon Created')).toBeInTheDocument();
    expect(shop.sent('/api/admin/coupons')).toEqual([
      {
        code: 'SUMMER',
        amountOff: 7.5,
        expiresAt: dayjs('2099-12-31T18:30').toISOString(),
        usageLimit: 50,
        perCustomerLimit: 1,
        minOrder: 20,
        productIds: [3],
      },
    ]);
    expect(await rowOf('SUMMER')).toHaveTextContent(/^SUMMER\$7\.50Dec 31, 2099 at 6:30 PM0 \/ 501\$20Focus Workbook/);
  });

  it("leaves out the other kind's number and empty limits", () => {
    expect(
      toCreateBody({ code: 'X10', kind: 'amount', percentOff: 10, amountOff: 3, usageLimit: null, productIds: [] }),
    ).toEqual({
      code: 'X10',
      amountOff: 3,
    });
  });

  it("shows the server's message when the code exists already", async () => {
    const { user } = renderWithProviders(<ShopTab />);
    const form = await createPercentCoupon(user, 'spring5', '10');

    const taken = 'The code "spring5" already exists.';
    expect(await notifications().findByText(taken)).toBeInTheDocument();
    expect(notifications().getByText('Coupon Not Created')).toBeInTheDocument();
    expect(await form.findByText(taken)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New Coupon' })).toBeInTheDocument();
  });

  it('stops a coupon and takes a stopped one again', async () => {
    const { user } = renderWithProviders(<ShopTab />);
    await user.click(await screen.findByRole('button', { name: 'Stop SPRING5' }));
    expect(await notifications().findByText('SPRING5 is refused from now on.')).toBeInTheDocument();
    await waitFor(async () => expect(await rowOf('SPRING5')).toHaveTextContent('StoppedReactivate'));
    expect(shop.api.calls('/api/admin/coupons/2/deactivate')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Reactivate WELCOME10' }));
    await waitFor(async () => expect(await rowOf('WELCOME10')).toHaveTextContent('ActiveStop'));
    expect(shop.api.calls('/api/admin/coupons/1/activate')).toHaveLength(1);
  });

  it('saves the shipping rate in dollars', async () => {
    const { user } = renderWithProviders(<ShopTab />);
    const shipping = within(await section('Shipping'));
    const rate = await shipping.findByRole('spinbutton', { name: 'Shipping rate' });
    expect(rate).toHaveValue('5.00');
    await user.clear(rate);
    await user.type(rate, '4.5');
    await user.click(shipping.getByRole('button', { name: /Save/ }));

    expect(await notifications().findByText('Shipping Rate Saved')).toBeInTheDocument();
    expect(notifications().getByText('Each order to ship now pays $4.50.')).toBeInTheDocument();
    expect(shop.sent('/api/admin/shop-settings', 'PUT')).toEqual([{ shippingRate: 4.5 }]);
  });

  it("shows the server's message when the shipping rate is refused", async () => {
    shop.api.handler = (req, res) => {
      if (req.method === 'PUT') {
        sendJson(res, 400, { statusCode: 400, message: 'The shipping rate must be a number of dollars' });
      }
    };
    const { user } = renderWithProviders(<ShopTab />);
    const shipping = within(await section('Shipping'));
    await shipping.findByRole('spinbutton', { name: 'Shipping rate' });
    await user.click(shipping.getByRole('button', { name: /Save/ }));
    expect(await notifications().findByText('The shipping rate must be a number of dollars')).toBeInTheDocument();
  });
});
