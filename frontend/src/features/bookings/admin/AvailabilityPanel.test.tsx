import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { notifications } from '../../../test/test-api';
import { setupBookingsAdminApi } from '../test/bookings-admin-api';

const bookings = setupBookingsAdminApi();

// /admin?tab=bookings, its Availability tab, once the saved availability shows
async function openAvailability() {
  bookings.signInAdmin();
  const view = renderApp('/admin?tab=bookings');
  await view.user.click(await screen.findByRole('tab', { name: 'Availability' }));
  await screen.findByLabelText('Monday hours 1 from');
  return view;
}

type User = Awaited<ReturnType<typeof openAvailability>>['user'];

const field = (label: string) => screen.getByLabelText(label);
const saveButton = () => screen.getByText('Save Availability');
const sent = () =>
  bookings.api.calls('/api/admin/bookings/availability', 'PUT').map((call) => JSON.parse(call.body) as unknown);

async function typeTime(user: User, label: string, time: string) {
  await user.clear(field(label));
  await user.type(field(label), time);
}

describe("the Bookings tab's availability", () => {
  it('shows the saved time zone, weekly hours, overrides and rules', async () => {
    await openAvailability();
    expect(field('Booking time zone')).toBeInTheDocument();
    expect(
      within(field('Booking time zone').closest('.ant-select')!).getByTitle('America/New York'),
    ).toBeInTheDocument();
    expect(field('Monday hours 1 from')).toHaveValue('09:00');
    expect(field('Monday hours 1 until')).toHaveValue('12:00');
    expect(field('Monday hours 2 from')).toHaveValue('14:00');
    expect(field('Wednesday hours 1 until')).toHaveValue('16:00');
    expect(within(screen.getByText('Tuesday').closest('li')!).getByText('Unavailable')).toBeInTheDocument();
    expect(field('Override 1 date')).toHaveValue('2026-12-24');
    expect(screen.getByLabelText('Day off')).toBeChecked();
    expect(field('Buffer after (minutes)')).toHaveValue('15');
    expect(field('Minimum notice (hours)')).toHaveValue('24');
    expect(field('How far ahead (days)')).toHaveValue('60');
    expect(field('Cancel and reschedule cut-off (hours)')).toHaveValue('24');
  });

  it('lays out the week as one row a day: its name, its stretches and Add hours, no form of its own', async () => {
    await openAvailability();
    const week = screen.getByRole('region', { name: 'Weekly hours' });
    const days = within(week).getAllByRole('group');
    const names = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    expect(days).toHaveLength(names.length);
    days.forEach((day, index) => expect(day).toHaveAccessibleName(names[index]));
    const monday = within(week).getByRole('group', { name: 'Monday' });
    expect(within(monday).getAllByLabelText(/^Monday hours \d (from|until)$/)).toHaveLength(4);
    expect(within(monday).getByRole('button', { name: 'Add hours on Monday' })).toBeInTheDocument();
    expect(within(within(week).getByRole('group', { name: 'Tuesday' })).getByText('Unavailable')).toBeInTheDocument();
    // a row, not a card: no labelled form field, heading or save button inside a day
    for (const day of days) {
      expect(day.querySelector('.ant-form-item-label, .ant-card, h3, [type="submit"]')).toBeNull();
    }
  });

  it('saves the zone, changed and added hours, a day of other hours and the rules, and shows what was saved', async () => {
    const { user } = await openAvailability();
    await user.click(field('Booking time zone'));
    await user.type(field('Booking time zone'), 'Sydney');
    await user.click(await screen.findByTitle('Australia/Sydney'));

    await typeTime(user, 'Monday hours 1 until', '12:30');
    await user.click(field('Remove Wednesday hours 1'));
    await user.click(field('Add hours on Friday'));
    await typeTime(user, 'Friday hours 1 from', '08:00');
    await typeTime(user, 'Friday hours 1 until', '00:00');

    await user.click(screen.getByText('Add Date Override'));
    await user.type(field('Override 2 date'), '2026-12-31{Enter}');
    await user.click(within(field('Override 2 kind')).getByLabelText('Other hours'));
    await typeTime(user, 'Override 2 hours 1 from', '10:00');
    await typeTime(user, 'Override 2 hours 1 until', '13:00');

    await user.clear(field('Minimum notice (hours)'));
    await user.type(field('Minimum notice (hours)'), '2.5');
    await user.clear(field('Buffer before (minutes)'));
    await user.type(field('Buffer before (minutes)'), '10');
    await user.click(saveButton());

    expect(await notifications().findByText('Availability saved')).toBeInTheDocument();
    expect(sent()).toEqual([
      {
        timeZone: 'Australia/Sydney',
        bufferBeforeMinutes: 10,
        bufferAfterMinutes: 15,
        minNoticeMinutes: 150,
        horizonDays: 60,
        slotStepMinutes: 30,
        cancelCutoffMinutes: 1440,
        weekly: [
          { weekday: 1, start: '09:00', end: '12:30' },
          { weekday: 1, start: '14:00', end: '17:00' },
          { weekday: 5, start: '08:00', end: '24:00' },
        ],
        overrides: [
          { day: '2026-12-24', start: null, end: null },
          { day: '2026-12-31', start: '10:00', end: '13:00' },
        ],
      },
    ]);
    // what the API saved is shown (the saved list is read again too)
    await waitFor(() => expect(bookings.api.calls('/api/admin/bookings/availability', 'GET')).toHaveLength(2));
    expect(field('Friday hours 1 until')).toHaveValue('00:00');
    expect(field('Minimum notice (hours)')).toHaveValue('2.5');
    expect(
      within(field('Booking time zone').closest('.ant-select')!).getByTitle('Australia/Sydney'),
    ).toBeInTheDocument();
  });

  it("shows the API's refusal above Save and keeps what was typed", async () => {
    const { user } = await openAvailability();
    await typeTime(user, 'Monday hours 2 from', '11:00');
    await user.click(saveButton());

    const refusal = await screen.findByText(/overlap/);
    expect(refusal).toHaveTextContent('The hours of Monday overlap. Please join them or move one.');
    expect(bookings.availability.weekly[1]).toEqual({ weekday: 1, start: '14:00', end: '17:00' });
    expect(field('Monday hours 2 from')).toHaveValue('11:00');

    // joined, it saves, and the refusal goes
    await user.click(field('Remove Monday hours 2'));
    await typeTime(user, 'Monday hours 1 until', '17:00');
    await user.click(saveButton());
    expect(await notifications().findByText('Availability saved')).toBeInTheDocument();
    expect(screen.queryByText(/overlap/)).not.toBeInTheDocument();
    expect(bookings.availability.weekly.filter((row) => row.weekday === 1)).toEqual([
      { weekday: 1, start: '09:00', end: '17:00' },
    ]);
  });
});
