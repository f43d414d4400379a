import { Alert, Button, Card } from 'antd';
import { useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import type { BookingDto } from '../api';
import { useRescheduleBookingMutation } from '../api';
import { whenOf } from '../lib/session-times';
import { SlotPicker } from './SlotPicker';
import { TIMES_REFRESHED } from './ChooseSessionTime';

const MOVE_FAILED = 'The session could not be moved. Please try again.';

// Another time for a session: the picker (the server leaves the session's own time out of the way
// when it checks the new one), then "Move session" to confirm. A refusal (taken meanwhile, or past
// the cut-off) is said, and the free times are read again.
interface RescheduleSessionProps {
  booking: BookingDto;
  productId: number;
  onDone: (outcome: string) => void;
}

export function RescheduleSession({ booking, productId, onDone }: RescheduleSessionProps) {
  const [timeZone, setTimeZone] = useState(booking.customerTimeZone);
  const [chosen, setChosen] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [reschedule, moving] = useRescheduleBookingMutation();
  const move = async (startsAt: string) => {
    try {
      const moved = await reschedule({ id: booking.id, rescheduleBookingDto: { startsAt, timeZone } }).unwrap();
      onDone(`Your session is moved to ${whenOf(moved.startsAt, moved.customerTimeZone)} (${moved.customerTimeZone}).`);
    } catch (error) {
      setChosen(null);
      setRefused(serverMessage(error, MOVE_FAILED));
    }
  };
  return (
    <Card title="Choose a new time" className="session-page__reschedule">
      {refused && <Alert type="warning" showIcon role="alert" title={refused} description={TIMES_REFRESHED} />}
      <SlotPicker
        productId={productId}
        timeZone={timeZone}
        onTimeZoneChange={setTimeZone}
        onChoose={(slot) => {
          setRefused(null);
          setChosen(slot.startsAt);
        }}
        chosen={chosen}
        busy={moving.isLoading}
      />
      {chosen && (
        <div className="session-time session-page__move">
          <p className="session-time__when">
            {whenOf(chosen, timeZone)} ({timeZone})
          </p>
          <Button type="primary" loading={moving.isLoading} onClick={() => void move(chosen)}>
            Move session
          </Button>
        </div>
      )}
    </Card>
  );
}
