import { Inject, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { brandedMail } from '../../core/mail/mail-layout';
import { MailService } from '../../core/mail/mail.service';
import { escapeHtml } from '../../core/text/html';
import { SiteService } from '../site';
import { ContactMessagesRepository } from './contact-messages.repository';
import { type ContactMessageDto, type SendContactMessageDto, toContactMessageDto } from './dto/contact.dto';
import type { ContactMessageEntity } from './entities/contact-message.entity';

const SUBJECT_LABELS: Record<string, string> = {
  consultation: 'Business Consultation',
  products: 'Product Inquiry',
  speaking: 'Speaking Engagement',
  collaboration: 'Collaboration',
  other: 'Other',
};
const MAX_ATTEMPTS = 10;

// Contact messages are stored first; the owner's e-mail follows, and a failed one is retried
// with backoff by whichever replica gets to it (SKIP LOCKED), so no message is ever lost.
@Injectable()
export class ContactService {
  private readonly logger = new Logger('Contact');

  constructor(
    private readonly dataSource: DataSource,
    private readonly messages: ContactMessagesRepository,
    private readonly mail: MailService,
    private readonly site: SiteService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async receive(input: SendContactMessageDto): Promise<void> {
    const { name, email, subject, message } = input;
    const id = await this.messages.add({ name, email: email.toLowerCase(), subject, message });
    await this.notifyDue(id);
  }

  async list(): Promise<ContactMessageDto[]> {
    return (await this.messages.listNewestFirst()).map(toContactMessageDto);
  }

  // how many messages have arrived (the admin overview)
  count(): Promise<number> {
    return this.messages.count();
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
        const m = await this.messages.lockNextDue(tx, MAX_ATTEMPTS, onlyId);
        if (!m) return null;
        try {
          await this.mail.send(await this.ownerMail(m));
          await this.messages.markNotified(tx, m.id);
          return true;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          this.logger.warn(`Owner notification for contact message ${m.id} failed (will retry): ${message}`);
          await this.messages.markFailed(tx, m.id, message.slice(0, 500));
          return false;
        }
      });
      if (done === null || onlyId !== undefined) return sent;
      if (done) sent++;
    }
  }

  private async ownerMail(m: ContactMessageEntity) {
    const subject = SUBJECT_LABELS[m.subject] ?? m.subject;
    return brandedMail(await this.site.mailBrand(), {
      to: this.config.ownerEmail,
      subject: `New message: ${subject} from ${m.name}`,
      headers: { 'Reply-To': m.email },
      text: `${m.name} <${m.email}> wrote (${subject}):\n\n${m.message}\n`,
      html: `<p><strong>${escapeHtml(m.name)}</strong> &lt;${escapeHtml(m.email)}&gt; wrote (${escapeHtml(subject)}):</p><p>${escapeHtml(m.message).replace(/\n/g, '<br>')}</p>`,
    });
  }
}
