import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render';
import { INTRO_ID, NO_INTRO, setupBookingsApi, TAKEN } from '../test/bookings-api';
import { fixClock } from '../test/clock';
import { chooseTimeZone } from '../test/picker';
import { ScheduleCallPage } from './ScheduleCallPage';

const bookings = setupBookingsApi();
fixClock();

// Tuesday 10:00 AM in Berlin (the first day with times)
const CHOSEN = '/schedule-call?tz=Europe%2FBerlin&at=2030-12-03T09%3A00%3A00.000Z';
// Thursday 3:00 PM in Berlin (a later day)
const LATER = '/schedule-call?tz=Europe%2FBerlin&at=2030-12-05T14%3A00%3A00.000Z';
const open = (url = '/schedule-call') => renderAt(<ScheduleCallPage />, url, { path: '/schedule-call' });

describe('the schedule-call page', () => {
  it("offers the free call's times; a visitor signs in to confirm and comes back to the same choice", async () => {
    const { user } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Schedule a Call' })).toBeInTheDocument();
    expect(await screen.findByText('A free 30-minute call.')).toBeInTheDocument();
    expect(screen.getByText('Choose a time for Introductory Call')).toBeInTheDocument();
    await chooseTimeZone(user, 'Europe/Berlin');
    await user.click(await screen.findByRole('button', { name: '10:00 AM' }));

    const call = screen.getByText('Your call').closest('.ant-card') as HTMLElement;
    expect(within(call).getByText('Tuesday, December 3, 2030 at 10:00 AM (Europe/Berlin)')).toBeInTheDocument();
    expect(within(call).getByText('Sign in to confirm this time.')).toBeInTheDocument();
    await user.click(within(call).getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText(`login page at /login?next=${encodeURIComponent(CHOSEN)}`)).toBeInTheDocument();
    expect(bookings.shop.calls('/api/bookings')).toHaveLength(0);
  });

  it('confirms the chosen time at once for a signed-in visitor, and says when', async () => {
    bookings.auth.signIn();
    const { user } = open(LATER);
    expect(await screen.findByText('Thursday, December 5, 2030 at 3:00 PM (Europe/Berlin)')).toBeInTheDocument();
    // the chosen time's day shows, its time marked
    expect(await screen.findByRole('button', { name: '3:00 PM' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Confirm call' }));

    expect(await screen.findByText('Your call is booked')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Introductory Call: Thursday, December 5, 2030 at 3:00 PM (Europe/Berlin). A confirmation with a calendar invitation is on its way to your inbox.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upcoming sessions' })).toHaveAttribute('href', '/account?tab=sessions');
    expect(bookings.json('/api/bookings')).toEqual([
      { productId: INTRO_ID, startsAt: '2030-12-05T14:00:00.000Z', timeZone: 'Europe/Berlin' },
    ]);
  });

  it('says a time was just taken and offers the others again', async () => {
    bookings.auth.signIn();
    bookings.taken.add('2030-12-03T09:00:00.000Z');
    const { user } = open(CHOSEN);
    await user.click(await screen.findByRole('button', { name: 'Confirm call' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TAKEN);
    expect(screen.queryByText('Your call')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: '10:00 AM' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '11:00 AM' })).toBeEnabled();
  });

  it('says so when no introductory call is offered', async () => {
    bookings.intro = null;
    open();
    expect(await screen.findByText(NO_INTRO)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Days' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Contact' })).toHaveAttribute('href', '/contact');
  });
});
