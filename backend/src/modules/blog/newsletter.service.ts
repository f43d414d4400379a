import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { MailOutbox } from '../../core/mail/mail-outbox';
import type { ClaimedMail, MailStatusCounts, RenderedMail } from '../../core/mail/mail-outbox.types';
import { MailRenderer } from '../../core/mail/mail-renderer';
import type { OutgoingMail } from '../../core/mail/mail.types';
import { SiteService } from '../site';
import { type IssueContent, issueMail } from './newsletter-mail';
import { NewsletterRepository } from './newsletter.repository';

const NEWSLETTER = 'newsletter';
const issueSubject = (postId: number) => `post:${postId}`;

// Who an issue is rendered for: the address, and the token of their unsubscribe link.
export interface IssueRecipient {
  email: string;
  unsubscribeToken: string;
}

// The daily e-mail, one outbox row per (post, subscriber). Queued inside the transaction that makes
// the post live, so a post is never live without its e-mail queued, nor queued without being live.
// A mail interrupted by a crash is not sent again: for a newsletter a duplicate is worse than a miss.
@Injectable()
export class NewsletterService implements OnModuleInit {
  constructor(
    private readonly newsletter: NewsletterRepository,
    private readonly outbox: MailOutbox,
    private readonly site: SiteService,
    private readonly renderer: MailRenderer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.outbox.registerKind({
      kind: NEWSLETTER,
      render: (mail) => this.render(mail),
      onUnresolved: 'give-up',
      listUnsubscribe: true,
    });
  }

  // Returns how many subscribers the e-mail is queued for.
  async enqueueIssue(tx: EntityManager, postId: number): Promise<number> {
    if (!(await this.newsletter.createIssue(tx, postId))) return 0; // already e-mailed
    return this.outbox.enqueueMany(tx, NEWSLETTER, issueSubject(postId), this.newsletter.activeSubscribers(postId));
  }

  // null (nothing is sent) for a reader who unsubscribed after the post went out, or a deleted post
  private async render(mail: ClaimedMail): Promise<RenderedMail | null> {
    const data = await this.newsletter.findIssueMail(Number(mail.payload.postId), Number(mail.payload.subscriberId));
    if (!data?.subscribed) return null;
    return this.renderIssue(data.post, data.unsubscribeToken);
  }

  // A post's e-mail as the reader with this unsubscribe token gets it, in the site's layout; the
  // post need not be saved or published (a preview, a test mail).
  async renderIssue(post: IssueContent, unsubscribeToken: string): Promise<RenderedMail> {
    return this.renderer.render(await this.site.mailBrand(), issueMail(this.config.publicUrl, post, unsubscribeToken));
  }

  // The e-mail of `post` to one reader as it is sent: the real send, the editor's preview and its
  // test mail all render through renderIssue.
  async renderIssueFor(post: IssueContent, recipient: IssueRecipient): Promise<OutgoingMail> {
    return { ...(await this.renderIssue(post, recipient.unsubscribeToken)), to: recipient.email };
  }

  // How many of each post's e-mails are in each status (all zeros for a post never e-mailed).
  async deliveryCounts(postIds: number[]): Promise<Map<number, MailStatusCounts>> {
    const counts = await this.outbox.countByStatus(NEWSLETTER, postIds.map(issueSubject));
    return new Map(postIds.map((id) => [id, counts.get(issueSubject(id))!]));
  }
}
