import { Button } from 'antd';
import type { BookingDto } from '../api';
import { heldFor, whenOf } from '../lib/session-times';

// A consultation's held time above the payment form, with the way back to the picker.
export function HeldSessionTime({ booking, onChange }: { booking: BookingDto; onChange: () => void }) {
  const zone = booking.customerTimeZone;
  return (
    <div className="session-time" role="group" aria-label={`Your time for ${booking.title}`}>
      <p className="session-time__title">{booking.title}</p>
      <p className="session-time__when">
        {whenOf(booking.startsAt, zone)} ({zone})
      </p>
      {booking.holdExpiresAt && <p className="session-time__note">{heldFor(booking.holdExpiresAt, zone)}</p>}
      <Button type="link" className="session-time__change" onClick={onChange}>
        Change time
      </Button>
    </div>
  );
}

// What the checkout's success message adds for each session: when it is, in the zone it was chosen in.
export const sessionBooked = (booking: BookingDto) =>
  `${booking.title}: ${whenOf(booking.startsAt, booking.customerTimeZone)} (${booking.customerTimeZone}).`;
