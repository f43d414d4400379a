import { Alert, Button, Descriptions, Spin } from 'antd';
import { useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import type { BookingDto } from '../../../api';
import { serverMessage } from '../../../api/error-message';
import { PageHeader } from '../../../components/PageHeader';
import { BackLink } from '../../../components/ThingStates';
import { loginPathReturningTo, useAuth } from '../../auth';
import { usePageTitle } from '../../site';
import { useGetMyBookingQuery } from '../api';
import { CancelSession } from '../components/CancelSession';
import { RescheduleSession } from '../components/RescheduleSession';
import { SessionLocation } from '../components/SessionLocation';
import { timeOf, whenOf } from '../lib/session-times';
import { SESSIONS_TAB_PATH } from '../lib/session-paths';
import '../bookings.css';

const LOAD_FAILED = 'This session could not be loaded. Please try again later.';

// /account/sessions/{id} (the booking mails link here): one of the customer's sessions, where it
// takes place, and moving or cancelling it. Signed-in customers only: others sign in and come back.
export function SessionPage() {
  usePageTitle('Your Session');
  const { user, isLoading } = useAuth();
  const { pathname } = useLocation();
  if (isLoading) return <Spin size="large" aria-label="Loading your session" />;
  if (!user) return <Navigate to={loginPathReturningTo(pathname)} replace />;
  return <SessionOfAccount />;
}

function SessionOfAccount() {
  const id = Number(useParams().id);
  const session = useGetMyBookingQuery({ id }, { refetchOnMountOrArgChange: true });
  const [outcome, setOutcome] = useState<string | null>(null);
  let body;
  if (session.data) body = <Session booking={session.data} outcome={outcome} onOutcome={setOutcome} />;
  else if (session.isLoading) body = <Spin size="large" aria-label="Loading your session" />;
  else body = <Alert type="error" showIcon title={serverMessage(session.error, LOAD_FAILED)} />;
  return (
    <div className="container page session-page">
      <BackLink to={SESSIONS_TAB_PATH}>Back to Upcoming sessions</BackLink>
      {body}
    </div>
  );
}

const STATUS: Record<string, string> = {
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  held: 'Held',
  released: 'Released',
};

interface SessionProps {
  booking: BookingDto;
  outcome: string | null;
  onOutcome: (outcome: string) => void;
}

function Session({ booking, outcome, onOutcome }: SessionProps) {
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
