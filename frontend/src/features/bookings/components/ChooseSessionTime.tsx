import { Alert } from 'antd';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { ApiError } from '../../../api';
import { serverMessage } from '../../../api/error-message';
import { loginPathReturningTo, useAuth } from '../../auth';
import type { BookingDto } from '../api';
import { useBookSessionMutation } from '../api';
import type { SlotTime } from '../lib/slot-days';
import { SlotPicker } from './SlotPicker';

export const TIMES_REFRESHED = 'The free times have been brought up to date.';
const HOLD_FAILED = 'This time could not be held. Please try again.';

interface ChooseSessionTimeProps {
  product: { id: number; title: string };
  timeZone: string;
  onTimeZoneChange: (zone: string) => void;
  onHeld: (booking: BookingDto) => void;
}

// The checkout's first step for a consultation: a time chosen is held for the customer while they
// pay. A time taken meanwhile is refused: the free times are read again and the customer told.
// Holding needs an account: a signed-out visitor signs in first and comes back here.
export function ChooseSessionTime({ product, timeZone, onTimeZoneChange, onHeld }: ChooseSessionTimeProps) {
  const { user, isLoading } = useAuth();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [book, booking] = useBookSessionMutation();
  const [chosen, setChosen] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  if (!isLoading && !user) return <Navigate to={loginPathReturningTo(pathname + search)} replace />;

  const choose = (slot: SlotTime) => {
    setChosen(slot.startsAt);
    setRefused(null);
    book({ bookSessionDto: { productId: product.id, startsAt: slot.startsAt, timeZone } })
      .unwrap()
      .then(onHeld)
      .catch((error: ApiError) => {
        if (error.status === 401) return navigate(loginPathReturningTo(pathname + search), { replace: true });
        setChosen(null);
        setRefused(serverMessage(error, HOLD_FAILED));
      });
  };

  return (
    <>
      <p className="session-time__title">{product.title}</p>
      {refused && <Alert type="warning" showIcon role="alert" title={refused} description={TIMES_REFRESHED} />}
      <SlotPicker
        productId={product.id}
        timeZone={timeZone}
        onTimeZoneChange={onTimeZoneChange}
        onChoose={choose}
        chosen={chosen}
        busy={booking.isLoading}
      />
    </>
  );
}
