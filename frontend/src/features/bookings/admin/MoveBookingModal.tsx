import { DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useMoveBookingMutation } from './api';
import type { BookingDialogProps } from './BookingActionModal';
import { BookingActionModal } from './BookingActionModal';
import { longDay, timeRange, wallClock, zonedInstant } from '../lib/zoned-time';

interface MoveValues {
  day: Dayjs;
  // 'HH:MM'
  time: string;
}

// Moving a booking: a new date and time in the owner's zone (the API only asks that it be in the
// future and free), and a message the customer's mail carries.
export function MoveBookingModal({ booking, timeZone, onClose }: BookingDialogProps) {
  const [move] = useMoveBookingMutation();
  const now = wallClock(new Date(booking.startsAt), timeZone);
  return (
    <BookingActionModal<MoveValues>
      title="Move session"
      okText="Move Session"
      cancelText="Keep Time"
      summary={
        <p>
          “{booking.title}” with {booking.customer.name}, now {longDay(now.day)},{' '}
          {timeRange(booking.startsAt, booking.endsAt, timeZone)}. Choose the new time in {timeZone}: the customer gets
          it with an updated calendar invitation.
        </p>
      }
      initialValues={{ day: dayjs(now.day), time: now.time }}
      fields={
        <div className="booking-action__when">
          <Form.Item name="day" label="New date" rules={[{ required: true, message: 'Choose a date' }]}>
            <DatePicker
              format="YYYY-MM-DD"
              allowClear={false}
              // Enter takes the date typed, and does not move the session yet
              onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
            />
          </Form.Item>
          <Form.Item
            name="time"
            label={`New time (${timeZone})`}
            rules={[{ required: true, message: 'Choose a time' }]}
          >
            <Input type="time" />
          </Form.Item>
        </div>
      }
      run={({ day, time, message }) => {
        const startsAt = zonedInstant(day.format('YYYY-MM-DD'), time, timeZone);
        return move({ id: booking.id, moveBookingDto: { startsAt: startsAt.toISOString(), message } }).unwrap();
      }}
      done="Session moved"
      onClose={onClose}
    />
  );
}
