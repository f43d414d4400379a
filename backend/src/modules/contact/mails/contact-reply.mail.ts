import { defineMail, type QueuedMail } from '../../../core/mail/define-mail';
import { mailTemplate } from '../../../core/mail/mail-template';
import { OwnerAlertsService } from '../../alerts';

// What the mail says, written into it when the reply is stored: the message may be deleted right
// after replying (its replies go with it), and the reply must still reach its sender.
export type ContactReplyPayload = {
  name: string;
  subjectLabel: string;
  reply: string;
  message: string;
  // when the sender wrote (ISO 8601)
  sentAt: string;
};
const TEMPLATE = mailTemplate(__dirname, 'contact-reply');

// The owner's reply to a contact message, to its sender, queued in the transaction that stores the
// reply; retried after a crash mid-send (a reply twice is better than none). The sender's answer
// goes to the owner's own mailbox (Reply-To: where the owner's alerts go), not back to the site.
export const contactReplyMail = defineMail({
  kind: 'contact-reply',
  onUnresolved: 'retry',
  listUnsubscribe: false,
  uses: { alerts: OwnerAlertsService },
  async render(mail: QueuedMail<ContactReplyPayload>, { alerts, brand }) {
    const { name, subjectLabel, reply, message, sentAt } = mail.payload;
    const { address } = await alerts.recipient();
    return {
      template: TEMPLATE,
      subject: `Re: ${subjectLabel} (your message to ${brand.siteName})`,
      context: { name, reply, message, sentAt: new Date(sentAt).toUTCString() },
      ...(address && { headers: { 'Reply-To': address } }),
    };
  },
});
