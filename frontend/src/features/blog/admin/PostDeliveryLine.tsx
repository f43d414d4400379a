import { LoadingOutlined, MailOutlined } from '@ant-design/icons';
import { Fragment } from 'react';
import type { PostDeliveryDto } from './api';

const count = new Intl.NumberFormat('en-US');

// What each number counts (the outbox's statuses of the post's e-mails), shown as a tooltip.
const BUCKETS = [
  { key: 'sent', label: 'Sent', help: 'Accepted by the mail server' },
  { key: 'failed', label: 'Failed', help: 'Refused for good, or still failing after the last retry' },
  { key: 'skipped', label: 'Skipped', help: 'The reader unsubscribed before their e-mail went out' },
  { key: 'queued', label: 'Queued', help: 'Not sent yet: waiting, retrying or being sent now' },
  {
    key: 'unresolved',
    label: 'Unresolved',
    help: 'Interrupted by a server crash while being sent; not sent again (a duplicate is worse than a miss)',
  },
] as const;

// "Sent 1,204 · Failed 3 · Skipped 12 · Queued 0" under a published post (Unresolved only when
// there are some); a spinner while e-mails are still queued.
export function PostDeliveryLine({ delivery }: { delivery: PostDeliveryDto }) {
  const shown = BUCKETS.filter(({ key }) => key !== 'unresolved' || delivery.unresolved > 0);
  return (
    <p className="admin-post__delivery" role="group" aria-label="E-mail delivery">
      {delivery.queued > 0 ? <LoadingOutlined aria-hidden /> : <MailOutlined aria-hidden />}
      {shown.map(({ key, label, help }, i) => (
        <Fragment key={key}>
          {i > 0 && ' · '}
          <span title={help} className={delivery[key] > 0 ? `admin-post__delivery--${key}` : undefined}>
            {label} {count.format(delivery[key])}
          </span>
        </Fragment>
      ))}
    </p>
  );
}
