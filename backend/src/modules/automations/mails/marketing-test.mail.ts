import { defineMail, type QueuedMail } from '../../../core/mail/define-mail';
import { marketingMail } from './marketing-mail';

// The draft travels in the row's payload (it may be saved nowhere).
export type MarketingTestPayload = { subject: string; body: string };

// "Send a test to me" of a broadcast or a sequence's mail: as people get it, with "[Test]" in its
// subject and an unsubscribe link that finds nobody. One mail to the owner, not bulk mail (no
// List-Unsubscribe header); sent again after a crash, as a second test mail is harmless.
export const marketingTestMail = defineMail({
  kind: 'marketing-test',
  onUnresolved: 'retry',
  listUnsubscribe: false,
  async render({ payload: p }: QueuedMail<MarketingTestPayload>, { config }) {
    const mail = marketingMail(
      config.publicUrl,
      { subject: String(p.subject), body: String(p.body) },
      { contactId: 0, unsubscribeToken: 'sample' },
      null,
    );
    return { ...mail, subject: `[Test] ${mail.subject}`, headers: {} };
  },
});
