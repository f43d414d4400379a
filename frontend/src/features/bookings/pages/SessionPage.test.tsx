import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { emulateWidth, restoreWidth } from '../../../test/viewport';
import { makeBooking, NOW, setupBookingsApi, TOO_LATE } from '../test/bookings-api';
import { fixClock } from '../test/clock';

const bookings = setupBookingsApi();
fixClock();

async function openSession(overrides: Parameters<typeof makeBooking>[0] = {}) {
  bookings.auth.signIn();
  bookings.mine = [makeBooking(overrides)];
  const view = renderApp('/account/sessions/500');
  await screen.findByRole('heading', { level: 1, name: 'Strategy Session' });
  return view;
}

afterEach(restoreWidth);

const dialog = () => screen.findByRole('dialog', { name: 'Cancel this session?' });

describe('a session of the account', () => {
  it('shows when and where it is, and the way back to the sessions', async () => {
    await openSession();
    expect(screen.getByText('Thursday, December 5, 2030 at 9:00 AM – 10:00 AM (America/New_York)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Join the meeting/ })).toHaveAttribute(
      'href',
      'https://meet.example.com/strategy',
    );
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Upcoming sessions' })).toHaveAttribute(
      'href',
      '/account?tab=sessions',
    );
  });

  it('says before cancelling that it is refunded in full, until when, then cancels it', async () => {
    const { user } = await openSession();
    await user.click(screen.getByRole('button', { name: 'Cancel session' }));
    const ask = await dialog();
    expect(ask).toHaveTextContent(
      'You will be refunded in full ($150.00). Cancelling is refunded until Wednesday, December 4, 2030 at 9:00 AM (America/New_York).',
    );
    expect(bookings.shop.calls('/api/bookings/500/cancel')).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Cancel session' }));

    expect(
      await screen.findByText('Your session is cancelled. The refund of $150.00 is on its way to your card.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(bookings.shop.calls('/api/bookings/500/cancel')).toHaveLength(1);
  });

  it('says before cancelling after the cut-off that nothing is refunded, and keeps it on "Keep it"', async () => {
    const { user } = await openSession({ canReschedule: false, refundOnCancel: false });
    expect(
      screen.getByText(
        'It can no longer be moved (that was possible until Wednesday, December 4, 2030 at 9:00 AM). Please contact us.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel session' }));
    const ask = await dialog();
    expect(ask).toHaveTextContent(
      'It is past the cut-off of Wednesday, December 4, 2030 at 9:00 AM (America/New_York): cancelling now is not refunded.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Keep it' }));
    expect(bookings.shop.calls('/api/bookings/500/cancel')).toHaveLength(0);
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
  });

  it('says nothing is refunded when the page was opened before the cut-off and it has passed since', async () => {
    // read while a refund was still due; the cut-off is now a minute ago
    const cutoffAt = new Date(NOW.getTime() - 60_000).toISOString();
    const { user } = await openSession({ cutoffAt, refundOnCancel: true });
    await user.click(screen.getByRole('button', { name: 'Cancel session' }));
    const ask = await dialog();
    expect(ask).toHaveTextContent('cancelling now is not refunded.');
    await user.click(within(ask).getByRole('button', { name: 'Cancel session' }));
    expect(await screen.findByText('Your session is cancelled.')).toBeInTheDocument();
  });

  it('moves it to another free time, and shows the new time', async () => {
    const { user } = await openSession();
    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    expect(await screen.findByText('Times are in America/New_York')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '5:00 AM' }));
    await user.click(screen.getByRole('button', { name: 'Move session' }));

    expect(
      await screen.findByText('Your session is moved to Tuesday, December 3, 2030 at 5:00 AM (America/New_York).'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Tuesday, December 3, 2030 at 5:00 AM – 6:00 AM (America/New_York)'),
    ).toBeInTheDocument();
    expect(bookings.json('/api/bookings/500/reschedule')).toEqual([
      { startsAt: '2030-12-03T10:00:00.000Z', timeZone: 'America/New_York' },
    ]);
  });

  it('keeps the chat button off the picker on a phone while it is open, and brings it back after', async () => {
    emulateWidth(390);
    const { user } = await openSession();
    expect(screen.getByRole('button', { name: 'Open chat' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    expect(await screen.findByRole('group', { name: 'Days' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open chat' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    expect(screen.queryByRole('group', { name: 'Days' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Open chat' })).toBeInTheDocument();
  });

  it('leaves the chat button where it is beside the picker on a wide screen', async () => {
    emulateWidth(1280);
    const { user } = await openSession();
    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    expect(await screen.findByRole('group', { name: 'Days' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open chat' })).toBeInTheDocument();
  });

  it("says the server's refusal of a move", async () => {
    const { user } = await openSession();
    bookings.mine[0].canReschedule = false;
    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    await user.click(await screen.findByRole('button', { name: '5:00 AM' }));
    await user.click(screen.getByRole('button', { name: 'Move session' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_LATE);
  });

  it("says so for a session that is not the customer's", async () => {
    bookings.auth.signIn();
    renderApp('/account/sessions/999');
    expect(await screen.findByText('This booking no longer exists.')).toBeInTheDocument();
  });
});
