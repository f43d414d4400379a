import { Alert, Card } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BookingDto, BookingOfferDto } from '../api';
import { browserTimeZone, knownZone } from '../lib/zoned-days';
import { TIMES_REFRESHED } from './ChooseSessionTime';
import { CallBooked, ConfirmCall } from './ConfirmCall';
import { SlotPicker } from './SlotPicker';

// The time chosen and the zone read in are in the address (?at=&tz=), so signing in on the way
// to confirming brings the visitor back to the same choice. A time taken meanwhile is refused: the
// free times are read again and the visitor told.
export function ScheduleCall({ offer }: { offer: BookingOfferDto }) {
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
