import { Button, Card, Spin, Tag } from 'antd';
import dayjs from 'dayjs';
import type { SessionDto } from '../../../api';
import { serverMessage } from '../../../api';
import { toast } from '../../../components/toast';
import { useListSessionsQuery, useSignOutOtherSessionsMutation } from '../api';

// the orders' format (spec section 9)
const WHEN = 'MMM DD, YYYY [at] h:mm A';
// "last seen" is written at most once a minute
const ACTIVE_MINUTES = 2;

function lastSeen(session: SessionDto): string {
  if (session.current || dayjs().diff(session.lastSeenAt, 'minute') < ACTIVE_MINUTES) return 'Active now';
  return `Last seen ${dayjs(session.lastSeenAt).format(WHEN)}`;
}

// The devices signed in to the account, this one first, and "Sign out everywhere else".
export function SessionsCard() {
  const { data: sessions = [], isLoading } = useListSessionsQuery();
  const [signOutOthers, { isLoading: signingOut }] = useSignOutOtherSessionsMutation();
  const others = sessions.filter((s) => !s.current).length;

  const onSignOutOthers = async () => {
    try {
      const { signedOut } = await signOutOthers().unwrap();
      const devices = signedOut === 1 ? '1 other device was' : `${signedOut} other devices were`;
      toast({ title: 'Signed Out Elsewhere', description: `${devices} signed out.` });
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <Card
      title="Signed-in Devices"
      extra={
        <Button disabled={others === 0} loading={signingOut} onClick={() => void onSignOutOthers()}>
          Sign out everywhere else
        </Button>
      }
    >
      {isLoading ? (
        <Spin aria-label="Loading your devices" />
      ) : (
        <ul className="account-settings__list" aria-label="Signed-in devices">
          {sessions.map((session) => (
            <li key={session.id} className="account-settings__row">
              <div>
                <p className="account-settings__title">
                  {session.browser} on {session.os}
                  {session.current && <Tag className="account-sessions__current">This device</Tag>}
                </p>
                <p className="account-settings__description">
                  {lastSeen(session)} · Signed in {dayjs(session.createdAt).format(WHEN)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
