import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { makeBooking, setupBookingsApi } from '../test/bookings-api';

const bookings = setupBookingsApi();

const openSessions = async () => {
  renderApp('/account?tab=sessions');
  await screen.findByRole('heading', { level: 1, name: 'My Account' });
  expect(screen.getByRole('tab', { name: 'Upcoming sessions' })).toHaveAttribute('aria-selected', 'true');
};

describe('Upcoming sessions (account tab)', () => {
  it('lists each booked session with its time in the zone it was booked in, and the way to manage it', async () => {
    bookings.auth.signIn();
    bookings.mine = [
      makeBooking(),
      makeBooking({
        id: 501,
        title: 'Introductory Call',
        startsAt: '2030-12-09T08:00:00.000Z',
        customerTimeZone: 'Asia/Tokyo',
      }),
      // a hold still being paid for is not a session yet
      makeBooking({ id: 502, status: 'held' }),
    ];
    await openSessions();
    const list = await screen.findByRole('list', { name: 'Upcoming sessions' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    const strategy = within(list).getByRole('article', { name: 'Strategy Session' });
    expect(strategy).toHaveTextContent('Thursday, December 5, 2030 at 9:00 AM (America/New_York)');
    expect(within(strategy).getByRole('link', { name: 'Manage' })).toHaveAttribute('href', '/account/sessions/500');
    const intro = within(list).getByRole('article', { name: 'Introductory Call' });
    expect(intro).toHaveTextContent('Monday, December 9, 2030 at 5:00 PM (Asia/Tokyo)');
    expect(within(intro).getByRole('link', { name: 'Manage' })).toHaveAttribute('href', '/account/sessions/501');
  });

  it('says so when nothing is booked, with the way to the products', async () => {
    bookings.auth.signIn();
    await openSessions();
    expect(await screen.findByText('You have no upcoming sessions.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  });
});
