import { randomUUID } from 'node:crypto';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SessionUser } from '../../core/access/session-user';
import { MailOutbox } from '../../core/mail/mail-outbox';
import type { ClaimedMail, MailPayload, RenderedMail } from '../../core/mail/mail-outbox.types';
import type { IssueDraftDto, MailPreviewDto, TestMailQueuedDto } from './dto/issue-draft.dto';
import type { IssueContent } from './newsletter-mail';
import { NewsletterService } from './newsletter.service';
import { wantedSlug } from './post-text';

const NEWSLETTER_TEST = 'newsletter-test';
// The unsubscribe link of a preview or test mail: it leads where readers' links lead, but to the
// page's "not valid" answer, so clicking it in a test unsubscribes nobody.
export const SAMPLE_UNSUBSCRIBE_TOKEN = 'sample';

const issueOf = (draft: IssueDraftDto): IssueContent => ({
  title: draft.title,
  excerpt: draft.excerpt,
  slug: wantedSlug(draft.title, draft.slug),
  imageUrl: draft.imageUrl ?? null,
});

const issueFromPayload = (p: MailPayload): IssueContent => ({
  title: String(p.title),
  excerpt: String(p.excerpt),
  slug: String(p.slug),
  imageUrl: typeof p.imageUrl === 'string' ? p.imageUrl : null,
});

// List-Unsubscribe belongs on bulk mail; a test goes to one person who asked for it.
const withoutListHeaders = (headers: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !/^list-unsubscribe/i.test(name)));

// The editor's "Preview e-mail" and "Send a test to me": the daily e-mail of the post as it is in
// the form (saved or not), rendered by NewsletterService exactly as readers get it.
@Injectable()
export class NewsletterDraftsService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: MailOutbox,
    private readonly newsletter: NewsletterService,
  ) {}

  // A test is one mail to its author, not bulk mail: no List-Unsubscribe header (the footer and its
  // link stay, as readers see them). Interrupted by a crash, it is sent again: a second test
  // mail is harmless, a missing one leaves the owner waiting.
  onModuleInit(): void {
    this.outbox.registerKind({
      kind: NEWSLETTER_TEST,
      render: (mail) => this.renderTest(mail),
      onUnresolved: 'retry',
      listUnsubscribe: false,
    });
  }

  async preview(draft: IssueDraftDto, admin: SessionUser): Promise<MailPreviewDto> {
    const mail = await this.newsletter.renderIssueFor(issueOf(draft), {
      email: admin.email,
      unsubscribeToken: SAMPLE_UNSUBSCRIBE_TOKEN,
    });
    return { to: mail.to, subject: mail.subject, html: mail.html, text: mail.text };
  }

  // The draft travels in the row's payload (it may be saved nowhere); each click is a mail of its
  // own (the outbox writes one row per subject and recipient).
  async sendTest(draft: IssueDraftDto, admin: SessionUser): Promise<TestMailQueuedDto> {
    const mail = { kind: NEWSLETTER_TEST, subjectKey: `test:${randomUUID()}`, recipient: admin.email };
    await this.dataSource.transaction((tx) => this.outbox.enqueue(tx, { ...mail, payload: { ...issueOf(draft) } }));
    return { message: `A test e-mail is on its way to ${admin.email}.`, to: admin.email };
  }

  private async renderTest(row: ClaimedMail): Promise<RenderedMail> {
    const mail = await this.newsletter.renderIssueFor(issueFromPayload(row.payload), {
      email: row.recipient,
      unsubscribeToken: SAMPLE_UNSUBSCRIBE_TOKEN,
    });
    return { ...mail, subject: `[Test] ${mail.subject}`, headers: withoutListHeaders(mail.headers) };
  }
}
