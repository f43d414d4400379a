import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SessionUser } from '../../core/access/session-user';
import { MailOutbox } from '../../core/mail/mail-outbox';
import type { IssueDraftDto, MailPreviewDraftDto, MailPreviewDto, TestMailQueuedDto } from './dto/issue-draft.dto';
import type { IssueContent } from './mails/newsletter.mail';
import { newsletterTestMail, SAMPLE_UNSUBSCRIBE_TOKEN } from './mails/newsletter-test.mail';
import { NewsletterService } from './newsletter.service';
import { wantedSlug } from './post-text';

const issueOf = (draft: IssueDraftDto): IssueContent => ({
  title: draft.title,
  excerpt: draft.excerpt,
  slug: wantedSlug(draft.title, draft.slug),
  imageUrl: draft.imageUrl ?? null,
});

// The editor's "Preview e-mail" and "Send a test to me": the daily e-mail of the post as it is in
// the form (saved or not), rendered exactly as readers get it (newsletterTestMail: the test).
@Injectable()
export class NewsletterDraftsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: MailOutbox,
    private readonly newsletter: NewsletterService,
  ) {}

  async preview(draft: MailPreviewDraftDto, admin: SessionUser): Promise<MailPreviewDto> {
    const recipient = { email: admin.email, unsubscribeToken: SAMPLE_UNSUBSCRIBE_TOKEN };
    const mail = await this.newsletter.renderIssueFor(issueOf(draft), recipient, draft.content ?? null);
    return { to: mail.to, subject: mail.subject, html: mail.html, text: mail.text };
  }

  // The draft travels in the row's payload (it may be saved nowhere); each click is a mail of its
  // own (the outbox writes one row per subject and recipient).
  async sendTest(draft: IssueDraftDto, admin: SessionUser): Promise<TestMailQueuedDto> {
    const mail = newsletterTestMail.to(admin.email, `test:${randomUUID()}`, issueOf(draft));
    await this.dataSource.transaction((tx) => this.outbox.enqueue(tx, mail));
    return { message: `A test e-mail is on its way to ${admin.email}.`, to: admin.email };
  }
}
