import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { MailOutbox } from '../../core/mail/mail-outbox';
import { BrandedMailRenderer } from '../../core/mail/mail-brand';
import type { MailStatusCounts } from '../../core/mail/mail-outbox.types';
import type { OutgoingMail } from '../../core/mail/mail.types';
import { type IssueContent, issueMail, newsletterMail } from './mails/newsletter.mail';
import { NewsletterRepository } from './newsletter.repository';

const issueSubject = (postId: number) => `post:${postId}`;

// Who an issue is rendered for: the address, and the token of their unsubscribe link.
export interface IssueRecipient {
  email: string;
  unsubscribeToken: string;
}

// The daily e-mail (newsletterMail), one outbox row per (post, subscriber): queued when a post goes
// live, rendered for the editor's preview, counted for the delivery report.
@Injectable()
export class NewsletterService {
  constructor(
    private readonly newsletter: NewsletterRepository,
    private readonly outbox: MailOutbox,
    private readonly renderer: BrandedMailRenderer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  // Returns how many subscribers the e-mail is queued for.
  async enqueueIssue(tx: EntityManager, postId: number): Promise<number> {
    if (!(await this.newsletter.createIssue(tx, postId))) return 0; // already e-mailed
    return this.outbox.enqueueMany(
      tx,
      newsletterMail.kind,
      issueSubject(postId),
      this.newsletter.activeSubscribers(postId),
    );
  }

  // The e-mail of `post` to one reader, in the site's layout, as newsletterMail renders it; the
  // post need not be saved or published (the editor's preview); with its `content`, the edition with
  // the whole post.
  async renderIssueFor(
    post: IssueContent,
    recipient: IssueRecipient,
    content: string | null = null,
  ): Promise<OutgoingMail> {
    const mail = issueMail(this.config.publicUrl, post, recipient.unsubscribeToken, content);
    return { ...(await this.renderer.render(mail)), to: recipient.email };
  }

  // How many of each post's e-mails are in each status (all zeros for a post never e-mailed).
  async deliveryCounts(postIds: number[]): Promise<Map<number, MailStatusCounts>> {
    const counts = await this.outbox.countByStatus(newsletterMail.kind, postIds.map(issueSubject));
    return new Map(postIds.map((id) => [id, counts.get(issueSubject(id))!]));
  }
}
