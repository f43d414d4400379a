import { Button, Card, Result } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ApiError } from '../../../api';
import { serverMessage } from '../../../api/error-message';
import { ButtonLink } from '../../../components/ButtonLink';
import { loginPathReturningTo, useAuth } from '../../auth';
import type { BookingDto, BookingOfferDto } from '../api';
import { useBookSessionMutation } from '../api';
import { whenOf } from '../lib/session-times';
import { SESSIONS_TAB_PATH } from '../lib/session-paths';

export const SIGN_IN_TO_CONFIRM = 'Sign in to confirm this time.';
const BOOKING_FAILED = 'The call could not be booked. Please try again.';

interface ConfirmCallProps {
  offer: BookingOfferDto;
  startsAt: string;
  timeZone: string;
  onBooked: (booking: BookingDto) => void;
  onRefused: (message: string) => void;
}

// The chosen time of the introductory call and its confirmation: an account is needed, so a
// signed-out visitor signs in first and comes back to this page with the same choice.
export function ConfirmCall({ offer, startsAt, timeZone, onBooked, onRefused }: ConfirmCallProps) {
  const { user } = useAuth();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [book, booking] = useBookSessionMutation();
  const returning = loginPathReturningTo(pathname + search);

  const confirm = () =>
    book({ bookSessionDto: { productId: offer.productId, startsAt, timeZone } })
      .unwrap()
      .then(onBooked)
      .catch((error: ApiError) =>
        error.status === 401 ? navigate(returning) : onRefused(serverMessage(error, BOOKING_FAILED)),
      );

  return (
    <Card title="Your call" className="schedule-call__confirm">
      <div className="session-time">
        <p className="session-time__title">{offer.title}</p>
        <p className="session-time__when">
          {whenOf(startsAt, timeZone)} ({timeZone})
        </p>
      </div>
      {user ? (
        <Button type="primary" size="large" loading={booking.isLoading} onClick={() => void confirm()}>
          Confirm call
        </Button>
      ) : (
        <>
          <p>{SIGN_IN_TO_CONFIRM}</p>
          <ButtonLink to={returning} type="primary" size="large">
            Sign in
          </ButtonLink>
        </>
      )}
    </Card>
  );
}

// The call booked: when, and where to find it again.
export function CallBooked({ booking }: { booking: BookingDto }) {
  const zone = booking.customerTimeZone;
  return (
    <Result
      status="success"
      title="Your call is booked"
      subTitle={`${booking.title}: ${whenOf(booking.startsAt, zone)} (${zone}). A confirmation with a calendar invitation is on its way to your inbox.`}
      extra={
        <ButtonLink to={SESSIONS_TAB_PATH} type="primary">
          Upcoming sessions
        </ButtonLink>
      }
    />
  );
}
