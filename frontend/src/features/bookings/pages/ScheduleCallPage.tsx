import { Alert, Card, Spin } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ApiError, BookingDto } from '../../../api';
import { serverMessage } from '../../../api/error-message';
import { BackLink } from '../../../components/ThingStates';
import { PageHeader } from '../../../components/PageHeader';
import { usePageTitle } from '../../site';
import type { BookingOfferDto } from '../api';
import { useGetIntroCallQuery } from '../api';
import { CallBooked, ConfirmCall } from '../components/ConfirmCall';
import { TIMES_REFRESHED } from '../components/ChooseSessionTime';
import { SlotPicker } from '../components/SlotPicker';
import { browserTimeZone, knownZone } from '../lib/zoned-days';
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

// The time chosen and the zone read in are in the address (?at=&tz=), so signing in on the way
// to confirming brings the visitor back to the same choice. A time taken meanwhile is refused: the
// free times are read again and the visitor told.
function ScheduleCall({ offer }: { offer: BookingOfferDto }) {
  const [params, setParams] = useSearchParams();
  const [booked, setBooked] = useState<BookingDto | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const timeZone = knownZone(params.get('tz')) ?? browserTimeZone();
  const chosen = params.get('at');
  const choose = (changes: { at?: string | null; tz?: string }) => {
    const next = { tz: timeZone, at: chosen, ...changes };
    setParams(next.at ? { tz: next.tz, at: next.at } : { tz: next.tz }, { replace: true });
  };
  if (booked) return <CallBooked booking={booked} />;
  return (
    <div className="schedule-call">
      <Card title={`Choose a time for ${offer.title}`}>
        {refused && <Alert type="warning" showIcon role="alert" title={refused} description={TIMES_REFRESHED} />}
        <SlotPicker
          productId={offer.productId}
          timeZone={timeZone}
          onTimeZoneChange={(tz) => choose({ tz })}
          onChoose={(slot) => {
            setRefused(null);
            choose({ at: slot.startsAt });
          }}
          chosen={chosen}
        />
      </Card>
      {chosen && (
        <ConfirmCall
          offer={offer}
          startsAt={chosen}
          timeZone={timeZone}
          onBooked={setBooked}
          onRefused={(message) => {
            setRefused(message);
            choose({ at: null });
          }}
        />
      )}
    </div>
  );
}
