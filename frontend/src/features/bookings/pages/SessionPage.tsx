import { Alert, Spin } from 'antd';
import { useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { serverMessage } from '../../../api/error-message';
import { BackLink } from '../../../components/ThingStates';
import { loginPathReturningTo, useAuth } from '../../auth';
import { usePageTitle } from '../../site';
import { useGetMyBookingQuery } from '../api';
import { SessionDetails } from '../components/SessionDetails';
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

// The session, once the visitor is known to be signed in; what the last change did shows above it.
function SessionOfAccount() {
  const id = Number(useParams().id);
  const session = useGetMyBookingQuery({ id }, { refetchOnMountOrArgChange: true });
  const [outcome, setOutcome] = useState<string | null>(null);
  let body;
  if (session.data) body = <SessionDetails booking={session.data} outcome={outcome} onOutcome={setOutcome} />;
  else if (session.isLoading) body = <Spin size="large" aria-label="Loading your session" />;
  else body = <Alert type="error" showIcon title={serverMessage(session.error, LOAD_FAILED)} />;
  return (
    <div className="container page session-page">
      <BackLink to={SESSIONS_TAB_PATH}>Back to Upcoming sessions</BackLink>
      {body}
    </div>
  );
}
