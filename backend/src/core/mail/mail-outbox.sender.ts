import { Inject, Injectable, Logger } from '@nestjs/common';
import { MailService } from './mail.service';
import { MailOutbox } from './mail-outbox';
import { MAIL_OUTBOX_OPTIONS, MailOutboxOptions } from './mail-outbox.options';
import { MailOutboxRepository } from './mail-outbox.repository';
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

// Sends one claimed row and records the outcome: sent, skipped (nothing to send any more), pending
// again after the next retry delay, or failed (permanently refused, or out of attempts).
@Injectable()
export class MailOutboxSender {
  private readonly logger = new Logger('MailOutbox');

  constructor(
    private readonly outbox: MailOutbox,
    private readonly rows: MailOutboxRepository,
    private readonly mail: MailService,
    @Inject(MAIL_OUTBOX_OPTIONS) private readonly options: MailOutboxOptions,
  ) {}

  // Answers the delay before the row's next attempt, or null when it is closed.
  async deliver(claimed: ClaimedMail): Promise<number | null> {
    const kind = this.outbox.kind(claimed.kind)!; // lanes claim registered kinds only
    try {
      const rendered = await kind.render(claimed);
      if (!rendered) {
        await this.rows.finish(claimed, 'skipped', null);
        return null;
      }
      checkListUnsubscribe(kind, rendered);
      await this.mail.send({ ...rendered, to: claimed.recipient, messageId: claimed.messageId });
    } catch (error) {
      return this.failed(claimed, error);
    }
    await this.rows.finish(claimed, 'sent', null);
    return null;
  }

  private async failed(claimed: ClaimedMail, error: unknown): Promise<number | null> {
    const message = errorText(error);
    const delay = this.options.retryDelaysMs[claimed.attempts - 1];
    if (isPermanent(error) || delay === undefined) {
      this.logger.warn(`Giving up on ${claimed.kind} mail ${claimed.id} to ${claimed.recipient}: ${message}`);
      await this.rows.finish(claimed, 'failed', message);
      return null;
    }
    await this.rows.retryLater(claimed, message, delay);
    return delay;
  }
}
