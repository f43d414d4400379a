import type { MailKind } from './mail-outbox.types';

// Why an address stopped: the SMTP server refused it for good (5xx), the reader complained (the mail
// provider's feedback), or the owner marked it by hand.
export const SUPPRESSION_REASONS = ['hard-bounce', 'complaint', 'manual'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

export interface Suppression {
  reason: SuppressionReason;
  // the server's answer, the provider's note or the owner's (short)
  detail: string | null;
  since: Date;
}

// The rule of a clean list. A hard bounce (or the owner's mark) stops every mail to the address:
// nothing reaches it, and each attempt would count against the site's sending reputation. A
// complaint stops bulk mail only (the kinds with List-Unsubscribe: the lists' mails), since the
// person said they do not want it; their receipts, account and booking mails are transactional and
// still go. Kinds that exist to (re)confirm an address (`reachesUndeliverable`) always go: that is
// how a person confirms it anew, which lifts the suppression.
export function stops(suppression: Suppression | null, kind: MailKind): boolean {
  if (!suppression || kind.reachesUndeliverable) return false;
  return suppression.reason === 'complaint' ? kind.listUnsubscribe : true;
}

// The rule of stops() as SQL, for a module that selects many recipients at once (a broadcast's):
// true when a mail of `kind` may go to the address `emailSql`, so that what a list counts and
// queues is what the outbox would send (it skips the others, saying why).
export function mayReachSql(emailSql: string, kind: Pick<MailKind, 'listUnsubscribe' | 'reachesUndeliverable'>) {
  if (kind.reachesUndeliverable) return 'TRUE';
  const stopping = kind.listUnsubscribe ? 's.reason IS NOT NULL' : `s.reason IN ('hard-bounce', 'manual')`;
  return `NOT EXISTS (SELECT 1 FROM mail_suppressions s WHERE s.email = lower(${emailSql}) AND ${stopping})`;
}

const WHY: Record<SuppressionReason, string> = {
  'hard-bounce': 'hard bounce',
  complaint: 'complaint',
  manual: 'marked by the owner',
};

// last_error of a mail skipped for it
export function skippedNote({ reason, detail, since }: Suppression): string {
  const why = `${WHY[reason]} on ${since.toISOString().slice(0, 10)}${detail ? `: ${detail}` : ''}`;
  return reason === 'complaint'
    ? `Not sent: the address complained (${why}); only transactional mail goes to it`
    : `Not sent: the address is undeliverable (${why})`;
}
