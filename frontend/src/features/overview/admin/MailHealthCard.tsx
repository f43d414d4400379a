import { MailOutlined } from '@ant-design/icons';
import type { MailHealthDto } from '../../../api/admin';
import { HealthCard } from './HealthCard';

// Past this, the oldest waiting mail means mail is stuck (a send takes seconds, a retry minutes).
export const OLDEST_WARNING_SECONDS = 15 * 60;

// "45 s", "12 min", "3 h", "2 d"
export function age(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h`;
  return `${Math.floor(seconds / 86_400)} d`;
}

// "Mail: 0 waiting · oldest — · 0 failed in 24 h", in the warning colour when mails failed (or
// were interrupted by a crash) in the last day or the oldest waiting one is over 15 minutes old.
export function MailHealthCard({ mail }: { mail: MailHealthDto | undefined }) {
  if (!mail) return null;
  const stuck = (mail.oldestPendingSeconds ?? 0) > OLDEST_WARNING_SECONDS;
  const warning = stuck || mail.failedLast24h > 0 || mail.unresolvedLast24h > 0;
  return (
    <HealthCard label="Mail health" className="admin-mail-health" icon={<MailOutlined aria-hidden />} warning={warning}>
      Mail: {mail.pending + mail.sending} waiting · oldest {age(mail.oldestPendingSeconds)} · {mail.failedLast24h}{' '}
      failed in 24 h{mail.unresolvedLast24h > 0 && ` · ${mail.unresolvedLast24h} interrupted`}
    </HealthCard>
  );
}
