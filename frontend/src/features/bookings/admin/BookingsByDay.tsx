import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminBookingDto } from './api';
import { useListAdminBookingsQuery } from './api';
import type { BookingAction } from './BookingRow';
import { BookingRow } from './BookingRow';
import { CancelBookingModal } from './CancelBookingModal';
import { LoadFailed } from './LoadFailed';
import { MoveBookingModal } from './MoveBookingModal';
import { addDays, dayRange, longDay, mondayOf, today } from '../lib/zoned-time';

export const BOOKINGS_FAILED = 'Failed to load the bookings. Please try again later.';
export const NO_SESSIONS = 'No sessions this week.';

// ?week= names the Monday of the week shown, so a reload keeps it; none: this week.
function useWeek(): [string, (monday: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('week');
  const monday = asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? mondayOf(asked) : mondayOf(today());
  const choose = (next: string | null) =>
    setParams(
      (current) => {
        if (next) current.set('week', next);
        else current.delete('week');
        return current;
      },
      { replace: true },
    );
  return [monday, choose];
}

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
      <nav className="booking-days__nav" aria-label="Week">
        <Button icon={<LeftOutlined aria-hidden />} onClick={() => chooseWeek(addDays(monday, -7))}>
          Previous week
        </Button>
        <Button onClick={() => chooseWeek(null)}>This week</Button>
        <Button onClick={() => chooseWeek(addDays(monday, 7))}>
          Next week <RightOutlined aria-hidden />
        </Button>
      </nav>
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
