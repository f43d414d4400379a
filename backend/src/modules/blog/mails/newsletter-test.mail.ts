import { defineMail, type QueuedMail } from '../../../core/mail/define-mail';
import { type IssueContent, issueMail } from './newsletter.mail';

// The draft travels in the row's payload (it may be saved nowhere).
export type NewsletterTestPayload = IssueContent;

// The unsubscribe link of a preview or test mail: it leads where readers' links lead, but to the
// page's "not valid" answer, so clicking it in a test unsubscribes nobody.
export const SAMPLE_UNSUBSCRIBE_TOKEN = 'sample';

// The editor's "Send a test to me": the daily e-mail of the post as it is in the form, as readers
// get it but for "[Test]" in its subject. It is one mail to its author, not bulk mail: no
// List-Unsubscribe header (the footer and its link stay, as readers see them). Interrupted by a
// crash, it is sent again: a second test mail is harmless, a missing one leaves the owner waiting.
export const newsletterTestMail = defineMail({
  kind: 'newsletter-test',
  onUnresolved: 'retry',
  listUnsubscribe: false,
  async render({ payload: p }: QueuedMail<NewsletterTestPayload>, { config }) {
    const post = {
      title: String(p.title),
      excerpt: String(p.excerpt),
      slug: String(p.slug),
      imageUrl: typeof p.imageUrl === 'string' ? p.imageUrl : null,
    };
    const issue = issueMail(config.publicUrl, post, SAMPLE_UNSUBSCRIBE_TOKEN);
    return { ...issue, subject: `[Test] ${issue.subject}`, headers: {} };
  },
});
