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
}

// A select a module's repository supplies for enqueuing many mails at once; it yields the
// columns `recipient` and `payload` (jsonb).
export interface RecipientsSelect {
  sql: string;
  params: unknown[];
}

export type RenderedMail = Omit<OutgoingMail, 'to' | 'messageId'>;

// What a module registers for each kind of mail it sends.
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
}
