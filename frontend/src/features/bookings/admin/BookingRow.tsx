import { Button, Tag } from 'antd';
import type { AdminBookingDto } from './api';
import { timeRange } from '../lib/zoned-time';

export type BookingAction = 'move' | 'cancel';

const CANCELLED_BY = { customer: 'by the customer', owner: 'by you', refund: 'by a refund' } as const;

// One session of a day: its time in the owner's zone, the customer, its state, and (while it has
// not ended) Move and Cancel.
export function BookingRow({
  booking,
  timeZone,
  now,
  onAction,
}: {
  booking: AdminBookingDto;
  timeZone: string;
  now: Date;
  onAction: (action: BookingAction, booking: AdminBookingDto) => void;
}) {
  const when = timeRange(booking.startsAt, booking.endsAt, timeZone);
  const { customer } = booking;
  const open = booking.status === 'confirmed' && new Date(booking.endsAt) > now;
  return (
    <li className={`booking-row booking-row--${booking.status}`}>
      <span className="booking-row__time">{when}</span>
      <span className="booking-row__what">
        <strong>{booking.title}</strong>
        <span>
          {customer.name} · <a href={`mailto:${customer.email}`}>{customer.email}</a>
        </span>
        {booking.cancelMessage && <span className="booking-row__message">“{booking.cancelMessage}”</span>}
      </span>
      <span className="booking-row__state">
        {booking.status === 'confirmed' ? (
          <Tag color="green">Confirmed</Tag>
        ) : (
          <Tag color="red">Cancelled {booking.cancelledBy ? CANCELLED_BY[booking.cancelledBy] : ''}</Tag>
        )}
      </span>
      {open && (
        <span className="booking-row__actions">
          <Button
            size="small"
            onClick={() => onAction('move', booking)}
            aria-label={`Move ${booking.title} at ${when}`}
          >
            Move
          </Button>
          <Button
            size="small"
            danger
            onClick={() => onAction('cancel', booking)}
            aria-label={`Cancel ${booking.title} at ${when}`}
          >
            Cancel
          </Button>
        </span>
      )}
    </li>
  );
}
