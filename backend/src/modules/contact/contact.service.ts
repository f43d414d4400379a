import { Inject, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { MailService } from '../../core/mail/mail.service';
import { escapeHtml } from '../../core/text/html';
import type { ContactMessageDto, SendContactMessageDto } from './dto/contact.dto';

const SUBJECT_LABELS: Record<string, string> = {
  consultation: 'Business Consultation',
  products: 'Product Inquiry',
  speaking: 'Speaking Engagement',
  collaboration: 'Collaboration',
  other: 'Other',
};
const MAX_ATTEMPTS = 10;

interface StoredMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: Date;
  notify_attempts: number;
}

// Contact messages are stored first; the owner's e-mail follows, and a failed one is retried
// with backoff by whichever replica gets to it (SKIP LOCKED), so no message is ever lost.
@Injectable()
export class ContactService {
  private readonly logger = new Logger('Contact');

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async receive(input: SendContactMessageDto): Promise<void> {
    const [row]: { id: number }[] = await this.dataSource.query(
      'INSERT INTO contact_messages (name, email, subject, message) VALUES ($1, $2, $3, $4) RETURNING id',
      [input.name, input.email.toLowerCase(), input.subject, input.message],
    );
    await this.notifyDue(row.id);
  }

  async list(): Promise<ContactMessageDto[]> {
    const rows: StoredMessage[] = await this.dataSource.query(
      'SELECT id, name, email, subject, message, created_at FROM contact_messages ORDER BY created_at DESC, id DESC',
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      subject: r.subject,
      message: r.message,
      createdAt: r.created_at.toISOString(),
    }));
  }

  count(): Promise<number> {
    return this.dataSource
      .query('SELECT count(*)::int AS n FROM contact_messages')
      .then((r: { n: number }[]) => r[0].n);
  }

  @Interval(60_000)
  async retryNotifications(): Promise<void> {
    await this.notifyDue().catch((error) => this.logger.error(`Retrying contact notifications failed: ${error}`));
  }

  // Sends the owner's e-mail for one message, or every due one; each row locked while it is sent.
  async notifyDue(onlyId?: number): Promise<number> {
    let sent = 0;
    for (;;) {
      const done = await this.dataSource.transaction(async (tx) => {
        const [m]: StoredMessage[] = await tx.query(
          `SELECT id, name, email, subject, message, created_at, notify_attempts FROM contact_messages
           WHERE notified_at IS NULL AND notify_attempts < $1 AND next_notify_at <= now() AND ($2::int IS NULL OR id = $2::int)
           ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`,
          [MAX_ATTEMPTS, onlyId ?? null],
        );
        if (!m) return null;
        try {
          await this.mail.send(this.ownerMail(m));
          await tx.query(
            'UPDATE contact_messages SET notified_at = now(), notify_attempts = notify_attempts + 1, last_error = NULL WHERE id = $1',
            [m.id],
          );
          return true;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          this.logger.warn(`Owner notification for contact message ${m.id} failed (will retry): ${message}`);
          await tx.query(
            `UPDATE contact_messages SET notify_attempts = notify_attempts + 1, last_error = $2,
               next_notify_at = now() + make_interval(secs => 30 * power(2, notify_attempts)) WHERE id = $1`,
            [m.id, message.slice(0, 500)],
          );
          return false;
        }
      });
      if (done === null || onlyId !== undefined) return sent;
      if (done) sent++;
    }
  }

  private ownerMail(m: StoredMessage) {
    const subject = SUBJECT_LABELS[m.subject] ?? m.subject;
    return {
      to: this.config.ownerEmail,
      subject: `New message: ${subject} from ${m.name}`,
      headers: { 'Reply-To': m.email },
      text: `${m.name} <${m.email}> wrote (${subject}):\n\n${m.message}\n`,
      html: `<p><strong>${escapeHtml(m.name)}</strong> &lt;${escapeHtml(m.email)}&gt; wrote (${escapeHtml(subject)}):</p><p>${escapeHtml(m.message).replace(/\n/g, '<br>')}</p>`,
    };
  }
}
