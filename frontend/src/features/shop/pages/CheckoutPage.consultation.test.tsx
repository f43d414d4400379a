import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render';
import { notifications } from '../../../test/test-api';
import { PAYING_CARD } from '../test/shop-api';
import { CheckoutPage } from './CheckoutPage';
import { PRODUCT_ID, setupBookingsApi, TAKEN } from '../../bookings/test/bookings-api';
import { fixClock } from '../../bookings/test/clock';
import { chooseTimeZone } from '../../bookings/test/picker';

const bookings = setupBookingsApi();
fixClock();

const URL = `/checkout?amount=150&products=${PRODUCT_ID}`;
const chooseTimeCard = () => screen.findByText('Choose a time');

async function openCheckout() {
  bookings.auth.signIn();
  const view = renderAt(<CheckoutPage />, URL);
  await chooseTimeCard();
  await chooseTimeZone(view.user, 'America/New_York');
  return view;
}

describe("a consultation's checkout", () => {
  it('asks for a time first, holds it, shows it held above the payment form, and says when once paid', async () => {
    const { user } = await openCheckout();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(bookings.shop.calls('/api/create-payment-intent')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: /^Thursday, December 5, 2030/ }));
    await user.click(screen.getByRole('button', { name: '9:00 AM' }));

    const held = await screen.findByRole('group', { name: 'Your time for Strategy Session' });
    expect(held).toHaveTextContent('Thursday, December 5, 2030 at 9:00 AM (America/New_York)');
    // held from 08:00 UTC (3:00 AM in New York) for the checkout's 30 minutes
    expect(held).toHaveTextContent('Held for you for 30 minutes, until 3:30 AM.');
    expect(bookings.json('/api/bookings')).toEqual([
      { productId: PRODUCT_ID, startsAt: '2030-12-05T14:00:00.000Z', timeZone: 'America/New_York' },
    ]);
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(bookings.shop.calls('/api/create-payment-intent')).toHaveLength(1);

    await user.type(screen.getByLabelText('Card number'), PAYING_CARD);
    await user.click(screen.getByRole('button', { name: 'Pay $150.00' }));
    expect(await screen.findByText('account page at /account?tab=orders')).toBeInTheDocument();
    const toasts = notifications();
    expect(toasts.getByText('Payment Successful!')).toBeInTheDocument();
    expect(
      toasts.getByText(
        'Thank you for your purchase. Strategy Session: Thursday, December 5, 2030 at 9:00 AM (America/New_York).',
      ),
    ).toBeInTheDocument();
  });

  it('changes the held time: the picker again, another hold, another payment', async () => {
    const { user } = await openCheckout();
    await user.click(await screen.findByRole('button', { name: '4:00 AM' }));
    const held = await screen.findByRole('group', { name: 'Your time for Strategy Session' });
    expect(held).toHaveTextContent('Tuesday, December 3, 2030 at 4:00 AM (America/New_York)');
    await screen.findByLabelText('Card number');

    await user.click(within(held).getByRole('button', { name: 'Change time' }));
    await chooseTimeCard();
    await user.click(await screen.findByRole('button', { name: '5:00 AM' }));
    expect(await screen.findByRole('group', { name: 'Your time for Strategy Session' })).toHaveTextContent(
      'Tuesday, December 3, 2030 at 5:00 AM (America/New_York)',
    );
    await screen.findByLabelText('Card number');
    expect(bookings.json('/api/bookings')).toMatchObject([
      { startsAt: '2030-12-03T09:00:00.000Z' },
      { startsAt: '2030-12-03T10:00:00.000Z' },
    ]);
    expect(bookings.shop.calls('/api/create-payment-intent')).toHaveLength(2);
  });

  it('says a time was just taken, reads the free times again and lets the customer choose another', async () => {
    bookings.taken.add('2030-12-03T09:00:00.000Z');
    const { user } = await openCheckout();
    const times = await screen.findByRole('group', { name: 'Free times on Tuesday, December 3, 2030' });
    await user.click(within(times).getByRole('button', { name: '4:00 AM' }));

    const refused = await screen.findByRole('alert');
    expect(refused).toHaveTextContent(TAKEN);
    expect(refused).toHaveTextContent('The free times have been brought up to date.');
    // read again: the taken time is gone, the others are there
    await waitFor(() => expect(screen.queryByRole('button', { name: '4:00 AM' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '5:00 AM' })).toBeEnabled();
    expect(bookings.shop.calls('/api/create-payment-intent')).toHaveLength(0);
  });

  it('sends a visitor who is not signed in to sign in first, back to this checkout', async () => {
    renderAt(<CheckoutPage />, URL);
    expect(
      await screen.findByText(`login page at /login?next=%2Fcheckout%3Famount%3D150%26products%3D${PRODUCT_ID}`),
    ).toBeInTheDocument();
    expect(bookings.shop.calls('/api/bookings')).toHaveLength(0);
  });
});
