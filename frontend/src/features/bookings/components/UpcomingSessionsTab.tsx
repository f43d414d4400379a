import { Card } from 'antd';
import { listState } from '../../../api/list-state';
import { AccountList } from '../../../components/AccountList';
import { ButtonLink } from '../../../components/ButtonLink';
import type { BookingDto } from '../api';
import { useListMyBookingsQuery } from '../api';
import { whenOf } from '../lib/session-times';
import { sessionPath } from '../lib/session-paths';
import '../bookings.css';

export const SESSIONS_LOAD_FAILED = 'Failed to load your sessions. Please try again later.';
export const NO_SESSIONS = 'You have no upcoming sessions.';

// The account's Upcoming sessions tab: each confirmed session not yet over, soonest first, when it
// is (in the zone it was booked in, as its mails say) and the way to manage it.
export function UpcomingSessionsTab() {
  const sessions = listState<BookingDto>(useListMyBookingsQuery(undefined, { refetchOnMountOrArgChange: true }));
  return (
    <AccountList
      list={sessions}
      label="Upcoming sessions"
      loading="your sessions"
      failed={SESSIONS_LOAD_FAILED}
      empty={NO_SESSIONS}
      keyOf={(session) => session.id}
    >
      {(session) => <UpcomingSession session={session} />}
    </AccountList>
  );
}

function UpcomingSession({ session }: { session: BookingDto }) {
  const titleId = `session-${session.id}`;
  return (
    <Card>
      <article className="upcoming-session" aria-labelledby={titleId}>
        <div>
          <h3 className="upcoming-session__title" id={titleId}>
            {session.title}
          </h3>
          <p className="upcoming-session__when">
            {whenOf(session.startsAt, session.customerTimeZone)} ({session.customerTimeZone})
          </p>
        </div>
        <ButtonLink to={sessionPath(session.id)}>Manage</ButtonLink>
      </article>
    </Card>
  );
}
