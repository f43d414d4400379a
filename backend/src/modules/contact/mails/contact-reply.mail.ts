import { defineMail, type QueuedMail } from '../../../core/mail/define-mail';
import { mailTemplate } from '../../../core/mail/mail-template';
import { OwnerAlertsService } from '../../alerts';
import { ContactMessagesRepository } from '../contact-messages.repository';
import { ContactRepliesRepository } from '../contact-replies.repository';
import { subjectLabel } from './subject-labels';

export type ContactReplyPayload = { contactReplyId: number };
const TEMPLATE = mailTemplate(__dirname, 'contact-reply');

// The owner's reply to a contact message, to its sender, queued in the transaction that stores the
// reply; retried after a crash mid-send (a reply twice is better than none). The sender's answer
// goes to the owner's own mailbox (Reply-To: where the owner's alerts go), not back to the site.
export const contactReplyMail = defineMail({
  kind: 'contact-reply',
  onUnresolved: 'retry',
  listUnsubscribe: false,
  uses: { replies: ContactRepliesRepository, messages: ContactMessagesRepository, alerts: OwnerAlertsService },
  async render(mail: QueuedMail<ContactReplyPayload>, { replies, messages, alerts, brand }) {
    const reply = await replies.findById(Number(mail.payload.contactReplyId));
    const message = reply && (await messages.findById(reply.messageId));
    if (!reply || !message) return null;
    const { address } = await alerts.recipient();
    return {
      template: TEMPLATE,
      subject: `Re: ${subjectLabel(message.subject)} (your message to ${brand.siteName})`,
      context: {
        name: message.name,
        reply: reply.body,
        message: message.message,
        sentAt: message.createdAt.toUTCString(),
      },
      ...(address && { headers: { 'Reply-To': address } }),
    };
  },
});
