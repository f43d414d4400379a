import { Alert, Spin } from 'antd';
import type { ApiError } from '../../../api';
import { serverMessage } from '../../../api/error-message';
import { BackLink } from '../../../components/ThingStates';
import { PageHeader } from '../../../components/PageHeader';
import { usePageTitle } from '../../site';
import { useGetIntroCallQuery } from '../api';
import { ScheduleCall } from '../components/ScheduleCall';
import '../bookings.css';

export const NO_INTRO_CALL = 'No introductory call is offered at the moment.';
const LOAD_FAILED = 'The introductory call could not be loaded. Please try again later.';

// /schedule-call, from the contact page's Schedule Call: the owner's free introductory call, its
// free times, and booking one (with an account; it is confirmed at once, nothing to pay).
export function ScheduleCallPage() {
  usePageTitle('Schedule a Call');
  const offer = useGetIntroCallQuery();
  const back = <BackLink to="/contact">Back to Contact</BackLink>;
  let body;
  if (offer.data) body = <ScheduleCall offer={offer.data} />;
  else if (offer.isLoading) body = <Spin size="large" aria-label="Loading the introductory call" />;
  else if ((offer.error as ApiError | undefined)?.status === 404) {
    body = <Alert type="info" showIcon title={serverMessage(offer.error, NO_INTRO_CALL)} />;
  } else body = <Alert type="error" showIcon title={serverMessage(offer.error, LOAD_FAILED)} />;
  return (
    <div className="container page schedule-call-page">
      {back}
      <PageHeader title="Schedule a Call" lead={offer.data && `A free ${offer.data.durationMinutes}-minute call.`} />
      {body}
    </div>
  );
}
