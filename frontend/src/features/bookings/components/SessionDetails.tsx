import { Alert, Button, Descriptions } from 'antd';
import { useState } from 'react';
import { PageHeader } from '../../../components/PageHeader';
import type { BookingDto } from '../api';
import { timeOf, whenOf } from '../lib/session-times';
import { CancelSession } from './CancelSession';
import { RescheduleSession } from './RescheduleSession';
import { SessionLocation } from './SessionLocation';

const STATUS: Record<string, string> = {
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  held: 'Held',
  released: 'Released',
};

interface SessionDetailsProps {
  booking: BookingDto;
  // what the last move or cancellation did
  outcome: string | null;
  onOutcome: (outcome: string) => void;
}

// One of the customer's sessions: when (in their zone), where, its status, and, while it is
// confirmed, Reschedule (until its cut-off) and Cancel.
export function SessionDetails({ booking, outcome, onOutcome }: SessionDetailsProps) {
  const [moving, setMoving] = useState(false);
  const zone = booking.customerTimeZone;
  const confirmed = booking.status === 'confirmed';
  // a session whose product is gone can still be cancelled, not moved (no times are offered for it)
  const productId = booking.canReschedule ? booking.productId : null;
  const done = (message: string) => {
    setMoving(false);
    onOutcome(message);
  };
  return (
    <>
      <PageHeader title={booking.title} />
      {outcome && <Alert type="success" showIcon role="status" title={outcome} className="session-page__outcome" />}
      <Descriptions column={1} bordered className="session-page__details">
        <Descriptions.Item label="When">
          {whenOf(booking.startsAt, zone)} – {timeOf(booking.endsAt, zone)} ({zone})
        </Descriptions.Item>
        {booking.location && (
          <Descriptions.Item label="Where">
            <SessionLocation location={booking.location} />
          </Descriptions.Item>
        )}
        <Descriptions.Item label="Status">{STATUS[booking.status] ?? booking.status}</Descriptions.Item>
        {booking.cancelMessage && <Descriptions.Item label="Message">{booking.cancelMessage}</Descriptions.Item>}
      </Descriptions>
      {confirmed && (
        <div className="session-page__actions">
          {productId !== null ? (
            <Button onClick={() => setMoving(!moving)}>Reschedule</Button>
          ) : (
            <p>{`It can no longer be moved (that was possible until ${whenOf(booking.cutoffAt, zone)}). Please contact us.`}</p>
          )}
          <CancelSession booking={booking} onDone={done} />
        </div>
      )}
      {confirmed && moving && productId !== null && (
        <RescheduleSession booking={booking} productId={productId} onDone={done} />
      )}
    </>
  );
}
