import { Spin } from 'antd';
import { useState } from 'react';
import type { AdminBookingDto } from './api';
import { useListAdminBookingsQuery } from './api';
import type { BookingAction } from './BookingRow';
import { BookingRow } from './BookingRow';
import { CancelBookingModal } from './CancelBookingModal';
import { LoadFailed } from './LoadFailed';
import { MoveBookingModal } from './MoveBookingModal';
import { addDays, dayRange, longDay } from '../lib/zoned-time';
import { useWeek } from './use-week';
import { WeekNav } from './WeekNav';

export const BOOKINGS_FAILED = 'Failed to load the bookings. Please try again later.';
export const NO_SESSIONS = 'No sessions this week.';

// The sessions of a week, day by day in the owner's zone (confirmed and cancelled), each one
// movable or cancellable in a dialog until it ends.
export function BookingsByDay() {
  const [monday, chooseWeek] = useWeek();
  const sunday = addDays(monday, 6);
  const { currentData: data, isFetching, isError } = useListAdminBookingsQuery({ from: monday, to: sunday });
  const [acting, setActing] = useState<{ action: BookingAction; booking: AdminBookingDto } | null>(null);
  const days = (data?.days ?? []).filter((day) => day.bookings.length > 0);
  const now = new Date();

  return (
    <div className="booking-days">
      <WeekNav monday={monday} onWeek={chooseWeek} />
      <h2 className="booking-section__title" aria-live="polite">
        {dayRange(monday, sunday)}
      </h2>
      {data && <p className="booking-section__hint">Times in {data.timeZone}.</p>}
      {isError && <LoadFailed message={BOOKINGS_FAILED} />}
      {isFetching && !data && <Spin aria-label="Loading the bookings" />}
      {data && !days.length && <p className="booking-hours__none">{NO_SESSIONS}</p>}
      {data &&
        days.map(({ day, bookings }) => (
          <section key={day} className="booking-day" aria-label={longDay(day)}>
            <h3 className="booking-day__title">{longDay(day)}</h3>
            <ul className="booking-day__list">
              {bookings.map((booking) => (
                <BookingRow
                  key={booking.id}
                  booking={booking}
                  timeZone={data.timeZone}
                  now={now}
                  onAction={(action, chosen) => setActing({ action, booking: chosen })}
                />
              ))}
            </ul>
          </section>
        ))}
      {acting && data && acting.action === 'move' && (
        <MoveBookingModal booking={acting.booking} timeZone={data.timeZone} onClose={() => setActing(null)} />
      )}
      {acting && data && acting.action === 'cancel' && (
        <CancelBookingModal booking={acting.booking} timeZone={data.timeZone} onClose={() => setActing(null)} />
      )}
    </div>
  );
}
