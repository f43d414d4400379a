import { Timeline } from 'antd';
import type { AdminOrderEventDto } from '../api';
import { useSiteTime } from '../use-site-time';

const FAILED_MAIL = new Set(['failed', 'unresolved']);

function colorOf({ event, mail }: AdminOrderEventDto): string {
  if (event === 'refund-failed' || (mail && FAILED_MAIL.has(mail.status))) return 'red';
  if (event === 'paid' || event === 'refund-succeeded' || mail?.status === 'sent') return 'green';
  return event === 'created' ? 'blue' : 'gray';
}

// What happened to an order, oldest first: placed, paid, refunds, its mails (with why one failed).
export function OrderTimeline({ events }: { events: AdminOrderEventDto[] }) {
  const timeOf = useSiteTime();
  return (
    <Timeline
      className="admin-order__timeline"
      items={events.map((e, i) => ({
        key: i,
        color: colorOf(e),
        content: (
          <>
            <div>{e.title}</div>
            <time className="admin-orders__muted" dateTime={e.at}>
              {timeOf(e.at)}
            </time>
            {e.mail?.lastError && <div className="admin-orders__muted">{e.mail.lastError}</div>}
          </>
        ),
      }))}
    />
  );
}
