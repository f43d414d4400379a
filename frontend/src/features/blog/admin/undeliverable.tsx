import { Tag } from 'antd';
import { DETAIL_DATE_FORMAT, formatDate } from '../lib/post-dates';
import type { SuppressionReason, UndeliverableDto } from './api';

// Why mail stopped reaching an address, in the owner's words.
export const REASON_LABELS: Record<SuppressionReason, string> = {
  'hard-bounce': 'Hard bounce',
  complaint: 'Complaint',
  manual: 'Marked by you',
};

// "Hard bounce on Mar 05, 2025: 550 Mailbox unavailable"
export function whyStopped({ reason, since, detail }: UndeliverableDto): string {
  const when = `${REASON_LABELS[reason]} on ${formatDate(since, DETAIL_DATE_FORMAT)}`;
  return detail ? `${when}: ${detail}` : when;
}

// A subscriber's row: the Undeliverable tag and why, under the status badge. A complaint stops the
// daily e-mail (bulk mail) but not the person's other mails, so it reads as such.
export function UndeliverableTag({ undeliverable }: { undeliverable: UndeliverableDto }) {
  return (
    <div className="subscriber-undeliverable">
      <Tag color="red">{undeliverable.reason === 'complaint' ? 'Complained' : 'Undeliverable'}</Tag>
      <span className="blog-admin-muted">{whyStopped(undeliverable)}</span>
    </div>
  );
}
