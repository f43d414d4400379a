import { Inject, Injectable, Logger } from '@nestjs/common';
import { type Bounce, bounceOf } from './mail-bounce';
import { skippedNote, stops } from './mail-suppression';
import { MailService } from './mail.service';
import { MailOutbox } from './mail-outbox';
import { MailOutboxMetrics } from './mail-outbox.metrics';
import { MAIL_OUTBOX_OPTIONS, MailOutboxOptions } from './mail-outbox.options';
import type { FinishedMail } from './mail-outbox.repository';
import type { ClaimedMail, MailKind, RenderedMail } from './mail-outbox.types';

// A mail that no retry can send.
class PermanentMailError extends Error {}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

// 5xx from the SMTP server (this address is refused for good) or a mail that is wrong in itself;
// anything else (4xx, a connection that failed, a database hiccup while rendering) is retried.
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return error instanceof PermanentMailError || (typeof code === 'number' && code >= 500);
}

// List-Unsubscribe belongs on bulk mail only (RFC 8058), and bulk mail must have it.
function checkListUnsubscribe(kind: MailKind, mail: RenderedMail): void {
  const has = Object.keys(mail.headers ?? {}).some((name) => name.toLowerCase() === 'list-unsubscribe');
  if (has !== kind.listUnsubscribe) {
    throw new PermanentMailError(
      kind.listUnsubscribe
        ? `A ${kind.kind} mail must carry List-Unsubscribe`
        : `A ${kind.kind} mail must not carry List-Unsubscribe (it is not bulk mail)`,
    );
  }
}

// What became of an attempt: finished (sent, skipped or failed for good), or to be retried later.
export type Attempt = FinishedMail | { mail: ClaimedMail; retryInMs: number; error: string; bounce: Bounce | null };

// Renders and sends one claimed row, and says what became of it: sent, skipped (nothing to send
// any more, or an address that stopped: mail-suppression.ts), to be retried after the next delay,
// or failed (refused for good, or out of attempts), with what the SMTP answer said of the address.
// The worker records it.
@Injectable()
export class MailOutboxSender {
  private readonly logger = new Logger('MailOutbox');

  constructor(
    private readonly outbox: MailOutbox,
    private readonly mail: MailService,
    @Inject(MAIL_OUTBOX_OPTIONS) private readonly options: MailOutboxOptions,
    private readonly metrics: MailOutboxMetrics,
  ) {}

  async attempt(mail: ClaimedMail): Promise<Attempt> {
    const kind = this.outbox.kind(mail.kind)!; // lanes claim registered kinds only
    if (mail.suppression && stops(mail.suppression, kind)) {
      return { mail, status: 'skipped', error: skippedNote(mail.suppression) };
    }
    try {
      const rendered = await kind.render(mail);
      if (!rendered) return { mail, status: 'skipped', error: null };
      checkListUnsubscribe(kind, rendered);
      await this.mail.send({ ...rendered, to: mail.recipient, messageId: mail.messageId });
      return { mail, status: 'sent', error: null };
    } catch (error) {
      return this.failed(mail, error);
    }
  }

  private failed(mail: ClaimedMail, error: unknown): Attempt {
    const message = errorText(error);
    const bounce = bounceOf(error);
    const retryInMs = this.options.retryDelaysMs[mail.attempts - 1];
    const givenUp = isPermanent(error) || retryInMs === undefined;
    this.metrics.failedAttempt(mail.kind, givenUp ? 'failed' : 'retry');
    if (givenUp) {
      this.logger.warn(`Giving up on ${mail.kind} mail ${mail.id} to ${mail.recipient}: ${message}`);
      return { mail, status: 'failed', error: message, bounce };
    }
    return { mail, retryInMs, error: message, bounce };
  }
}
