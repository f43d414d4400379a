import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PRODUCT_ID, setupBookingsApi } from '../test/bookings-api';
import { fixClock } from '../test/clock';
import { chooseTimeZone } from '../test/picker';
import { SlotPicker } from './SlotPicker';

const bookings = setupBookingsApi();

fixClock();

function Picker({ onChoose }: { onChoose: (startsAt: string) => void }) {
  const [zone, setZone] = useState('America/New_York');
  return (
    <SlotPicker
      productId={PRODUCT_ID}
      timeZone={zone}
      onTimeZoneChange={setZone}
      onChoose={(s) => onChoose(s.startsAt)}
    />
  );
}

const day = (name: RegExp) => within(screen.getByRole('group', { name: 'Days' })).getByRole('button', { name });
const timesOn = (date: string) =>
  within(screen.getByRole('group', { name: `Free times on ${date}` }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('the slot picker', () => {
  it("shows each day's free times in the visitor's zone, named, and groups them again in another zone", async () => {
    const chosen: string[] = [];
    const { user } = renderWithProviders(<Picker onChoose={(s) => chosen.push(s)} />);
    expect(screen.getByText('Times are in America/New_York')).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Days' })).toBeInTheDocument();
    expect(screen.getByText('Dec 2 – Dec 15')).toBeInTheDocument();

    // 09:00, 10:00 and 23:30 UTC are Tuesday's 4:00 AM, 5:00 AM and 6:30 PM in New York
    expect(day(/^Tuesday, December 3, 2030, 3 free times$/)).toHaveAttribute('aria-pressed', 'true');
    expect(timesOn('Tuesday, December 3, 2030')).toEqual(['4:00 AM', '5:00 AM', '6:30 PM']);
    expect(day(/^Monday, December 2, 2030, no free times$/)).toBeDisabled();
    expect(day(/^Wednesday, December 4, 2030, no free times$/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Earlier days' })).toBeDisabled();

    await chooseTimeZone(user, 'Europe/Berlin');
    expect(screen.getByText('Times are in Europe/Berlin')).toBeInTheDocument();
    // the late one is Wednesday's 12:30 AM in Berlin
    await user.click(await screen.findByRole('button', { name: /^Wednesday, December 4, 2030, 1 free time$/ }));
    expect(timesOn('Wednesday, December 4, 2030')).toEqual(['12:30 AM']);
    await user.click(day(/^Tuesday, December 3, 2030/));
    expect(timesOn('Tuesday, December 3, 2030')).toEqual(['10:00 AM', '11:00 AM']);
    await user.click(day(/^Thursday, December 5, 2030/));
    await user.click(screen.getByRole('button', { name: '3:00 PM' }));
    expect(chosen).toEqual(['2030-12-05T14:00:00.000Z']);

    const asked = bookings.shop.auth.server.requests.filter((r) => r.path.startsWith('/api/bookings/slots'));
    expect(asked.map((r) => new URL(r.path, 'http://x').searchParams.get('from'))).toEqual([
      '2030-12-02T05:00:00.000Z',
      '2030-12-01T23:00:00.000Z',
    ]);
  });

  it('says when a range has no free times, and moves to the next and back', async () => {
    bookings.slots = [{ startsAt: '2030-12-20T15:00:00.000Z', endsAt: '2030-12-20T16:00:00.000Z' }];
    const { user } = renderWithProviders(<Picker onChoose={() => {}} />);
    expect(await screen.findByText('No free times in these days')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Later days' }));
    expect(await screen.findByText('Dec 16 – Dec 29')).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Free times on Friday, December 20, 2030' })).toHaveTextContent(
      '10:00 AM',
    );
    await user.click(screen.getByRole('button', { name: 'Earlier days' }));
    expect(await screen.findByText('No free times in these days')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Earlier days' })).toBeDisabled();
  });

  it("says the server's reason when the session cannot be booked", async () => {
    renderWithProviders(<SlotPicker productId={99} timeZone="UTC" onTimeZoneChange={() => {}} onChoose={() => {}} />);
    expect(await screen.findByText('This session cannot be booked yet.')).toBeInTheDocument();
  });
});
