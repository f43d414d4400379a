import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { error, notifications } from '../../../test/test-api';
import { makeBooking, setupBookingsAdminApi } from '../test/bookings-admin-api';

const bookings = setupBookingsAdminApi();

// Wednesday, December 2, 2026 (7 AM in New York, the owner's zone): this week is Nov 30 – Dec 6
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-02T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const STRATEGY = makeBooking();
// Thursday Dec 3, 10:00 in New York
const THURSDAY = makeBooking({ id: 8, startsAt: '2026-12-03T15:00:00.000Z', endsAt: '2026-12-03T16:00:00.000Z' });

async function openSessions(url = '/admin?tab=bookings') {
  bookings.signInAdmin();
  const view = renderApp(url);
  await screen.findByText('Sessions by day');
  return view;
}

const day = (name: string) => within(screen.getByLabelText(name));
const shownDay = (name: string) => screen.findByLabelText(name);
const listed = () =>
  bookings.api.server.requests.filter((r) => r.path.startsWith('/api/admin/bookings?')).map((r) => r.path);
const sent = (path: string) => bookings.api.calls(path).map((call) => JSON.parse(call.body) as unknown);
const dialog = () => within(document.querySelector<HTMLElement>('.ant-modal')!);
const noDialog = () => expect(document.querySelector('.ant-modal')).toBeNull();

describe("the Bookings tab's sessions by day", () => {
  beforeEach(() => {
    bookings.bookings = [
      makeBooking({ id: 5, startsAt: '2026-12-01T14:00:00.000Z', endsAt: '2026-12-01T15:00:00.000Z' }),
      makeBooking({
        id: 6,
        title: 'Intro Call',
        startsAt: '2026-12-01T19:00:00.000Z',
        endsAt: '2026-12-01T19:20:00.000Z',
        customer: { id: 41, name: 'Grace Hopper', email: 'grace@example.com' },
        status: 'cancelled',
        cancelledBy: 'customer',
        orderId: null,
        priceCents: 0,
      }),
      { ...THURSDAY },
      { ...STRATEGY },
    ];
  });

  it("shows this week's days with their sessions in the owner's zone, and goes from week to week", async () => {
    const { user } = await openSessions();
    expect(await screen.findByText('Nov 30 – Dec 6, 2026')).toBeInTheDocument();
    expect(await screen.findByText('Times in America/New_York.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Tuesday, December 1, 2026',
      'Thursday, December 3, 2026',
    ]);
    const tuesday = day('Tuesday, December 1, 2026');
    const [paid, cancelled] = tuesday.getAllByRole('listitem');
    expect(paid).toHaveTextContent('9:00 – 10:00 AM');
    expect(paid).toHaveTextContent('Ada Lovelace');
    expect(within(paid).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    expect(within(paid).getByText('Confirmed')).toBeInTheDocument();
    expect(cancelled).toHaveTextContent('2:00 – 2:20 PM');
    expect(within(cancelled).getByText('Cancelled by the customer')).toBeInTheDocument();
    expect(within(cancelled).queryByText('Cancel')).not.toBeInTheDocument();
    expect(listed()).toEqual(['/api/admin/bookings?from=2026-11-30&to=2026-12-06']);

    await user.click(screen.getByText('Next week'));
    expect(await screen.findByText('Dec 7 – 13, 2026')).toBeInTheDocument();
    expect(await shownDay('Monday, December 7, 2026')).toHaveTextContent('10:00 – 11:00 AM');

    await user.click(screen.getByText('Next week'));
    expect(await screen.findByText('No sessions this week.')).toBeInTheDocument();

    await user.click(screen.getByText('This week'));
    expect(await screen.findByText('Nov 30 – Dec 6, 2026')).toBeInTheDocument();
    expect(listed()).toEqual([
      '/api/admin/bookings?from=2026-11-30&to=2026-12-06',
      '/api/admin/bookings?from=2026-12-07&to=2026-12-13',
      '/api/admin/bookings?from=2026-12-14&to=2026-12-20',
    ]);
  });

  it('moves a session to a new time in the owner’s zone, with a message, and shows it there', async () => {
    const { user } = await openSessions();
    await user.click(await screen.findByLabelText('Move Strategy Session at 10:00 – 11:00 AM'));
    expect(dialog().getByText(/now Thursday, December 3, 2026, 10:00 – 11:00 AM/)).toBeInTheDocument();
    expect(dialog().getByLabelText('New date')).toHaveValue('2026-12-03');
    expect(dialog().getByLabelText('New time (America/New_York)')).toHaveValue('10:00');

    await user.clear(dialog().getByLabelText('New date'));
    await user.type(dialog().getByLabelText('New date'), '2026-12-04{Enter}');
    await user.clear(dialog().getByLabelText('New time (America/New_York)'));
    await user.type(dialog().getByLabelText('New time (America/New_York)'), '14:30');
    await user.type(dialog().getByLabelText('Message to the customer (optional)'), 'Sorry, a clash on my side.');
    await user.click(dialog().getByText('Move Session'));

    expect(await notifications().findByText('Session moved')).toBeInTheDocument();
    expect(sent('/api/admin/bookings/8/move')).toEqual([
      { startsAt: '2026-12-04T19:30:00.000Z', message: 'Sorry, a clash on my side.' },
    ]);
    expect(await shownDay('Friday, December 4, 2026')).toHaveTextContent('2:30 – 3:30 PM');
    expect(screen.queryByLabelText('Thursday, December 3, 2026')).not.toBeInTheDocument();
    await waitFor(noDialog);
  });

  it("keeps the dialog open with the API's answer when the new time is taken", async () => {
    const { user } = await openSessions();
    await user.click(await screen.findByLabelText('Move Strategy Session at 10:00 – 11:00 AM'));
    await user.clear(dialog().getByLabelText('New date'));
    await user.type(dialog().getByLabelText('New date'), '2026-12-01{Enter}');
    await user.clear(dialog().getByLabelText('New time (America/New_York)'));
    await user.type(dialog().getByLabelText('New time (America/New_York)'), '09:30');
    await user.click(dialog().getByText('Move Session'));

    expect(await dialog().findByText('This time was just taken. Please choose another.')).toBeInTheDocument();
    expect(bookings.bookings.find((b) => b.id === 8)!.startsAt).toBe(THURSDAY.startsAt);
    await user.click(dialog().getByText('Keep Time'));
    await waitFor(noDialog);
  });

  it('cancels a paid session with a message after saying the customer is refunded in full', async () => {
    const { user } = await openSessions();
    await user.click(await screen.findByLabelText('Cancel Strategy Session at 10:00 – 11:00 AM'));
    expect(dialog().getByText('Ada Lovelace is refunded $150.00 in full (order #31).')).toBeInTheDocument();
    await user.type(dialog().getByLabelText('Message to the customer (optional)'), 'I am unwell, sorry.');
    await user.click(dialog().getByText('Cancel Session'));

    expect(await notifications().findByText('Session cancelled')).toBeInTheDocument();
    expect(sent('/api/admin/bookings/8/cancel')).toEqual([{ message: 'I am unwell, sorry.' }]);
    const thursday = day('Thursday, December 3, 2026');
    expect(await thursday.findByText('Cancelled by you')).toBeInTheDocument();
    expect(thursday.getByText('“I am unwell, sorry.”')).toBeInTheDocument();
    expect(thursday.queryByText('Move')).not.toBeInTheDocument();
  });

  it('says a free session has nothing to refund, and shows a refusal in the dialog', async () => {
    bookings.bookings = [{ ...THURSDAY, orderId: null, priceCents: 0, title: 'Intro Call' }];
    bookings.api.handler = (req, res) => {
      if (req.method === 'POST') error(res, 409, 'This session has already started.');
    };
    const { user } = await openSessions();
    await user.click(await screen.findByLabelText('Cancel Intro Call at 10:00 – 11:00 AM'));
    expect(dialog().getByText('The session was free: there is nothing to refund.')).toBeInTheDocument();
    await user.click(dialog().getByText('Cancel Session'));
    expect(await dialog().findByText('This session has already started.')).toBeInTheDocument();
    expect(bookings.bookings[0].status).toBe('confirmed');
  });

  it('offers no Move or Cancel for a session that has ended', async () => {
    bookings.bookings.push(
      makeBooking({ id: 9, startsAt: '2026-11-24T15:00:00.000Z', endsAt: '2026-11-24T16:00:00.000Z' }),
    );
    await openSessions('/admin?tab=bookings&week=2026-11-25');
    expect(await shownDay('Tuesday, November 24, 2026')).toHaveTextContent('Confirmed');
    expect(screen.queryByText('Move')).not.toBeInTheDocument();
  });
});
