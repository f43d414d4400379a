import type { Suppression } from './mail-suppression';
import type { OutgoingMail } from './mail.types';

// The channel every replica LISTENs on; an enqueue NOTIFYs it, delivered at commit.
export const MAIL_OUTBOX_CHANNEL = 'mail_outbox';

export type MailPayload = Record<string, unknown>;

// A mail to enqueue: its kind, what it is about ('post:42', 'order:17') and who gets it. The
// (kind, subjectKey, recipient) triple is unique, so enqueuing twice writes one row. The body is
// rendered at send time from the small payload (ids, not text).
export interface OutboxMail {
  kind: string;
  subjectKey: string;
  recipient: string;
  payload: MailPayload;
}

// A row a worker lane has claimed ("sending", one more attempt), with its Message-ID.
export interface ClaimedMail extends OutboxMail {
  id: string;
  attempts: number;
  messageId: string;
  // why its address stopped, read with the claim (absent or null: it may be mailed)
  suppression?: Suppression | null;
}

// A select a module's repository supplies for enqueuing many mails at once; it yields the
// columns `recipient` and `payload` (jsonb).
export interface RecipientsSelect {
  sql: string;
  params: unknown[];
}

export type RenderedMail = Omit<OutgoingMail, 'to' | 'messageId'>;

// What the outbox knows of each kind of mail (a module defines its kinds with defineMail).
export interface MailKind {
  kind: string;
  // the mail for a claimed row; null when there is nothing to send any more (the reader
  // unsubscribed meanwhile, the order is gone): the row is closed as skipped
  render(mail: ClaimedMail): Promise<RenderedMail | null>;
  // a row left "sending" past the lease (the process died around its SMTP hand-off, so nobody
  // knows whether it left): 'retry' sends it again (a missing receipt is worse than a second one),
  // 'give-up' closes it as unresolved (a duplicate newsletter is worse than a miss)
  onUnresolved: 'retry' | 'give-up';
  // bulk mail: it must carry List-Unsubscribe, and no other kind may
  listUnsubscribe: boolean;
  // sent even to an address that stopped (a hard bounce, a complaint): the mails by which a person
  // confirms their address anew (see mail-suppression.ts)
  reachesUndeliverable?: boolean;
}

// Where a row is in its life: pending (waiting, perhaps for a retry), sending (in a lane's hand),
// then sent, skipped (nothing to send any more), failed (refused for good or out of attempts) or
// unresolved (interrupted by a crash and, by its kind's rule, not sent again).
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'skipped', 'failed', 'unresolved'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
export type MailStatusCounts = Record<MailStatus, number>;

// How the outbox is doing, for the admin's Overview.
export interface MailHealth {
  pending: number;
  sending: number;
  // how long the oldest pending mail has been waiting (since it was queued); null: none waits
  oldestPendingSeconds: number | null;
  failedLast24h: number;
  unresolvedLast24h: number;
}

// One mail as a report shows it (an order's timeline): no payload, no body.
export interface MailRecord {
  kind: string;
  subjectKey: string;
  recipient: string;
  status: MailStatus;
  attempts: number;
  createdAt: Date;
  sentAt: Date | null;
  lastError: string | null;
}
