import { contactSubjectLabel } from '@coach/shared';
import { defineMail, type QueuedMail } from '../../../core/mail/define-mail';
import { mailTemplate } from '../../../core/mail/mail-template';
import { ContactMessagesRepository } from '../contact-messages.repository';

export type ContactNotificationPayload = { contactMessageId: number };
const TEMPLATE = mailTemplate(__dirname, 'contact-notification');

// To the owner about a contact message, queued in the transaction that stores it; retried with
// backoff, also after a crash mid-send (a second notification is better than a lost message).
// Replying to it answers the sender.
export const contactNotificationMail = defineMail({
  kind: 'contact-notification',
  onUnresolved: 'retry',
  listUnsubscribe: false,
  uses: { messages: ContactMessagesRepository },
  async render(mail: QueuedMail<ContactNotificationPayload>, { messages }) {
    const m = await messages.findById(Number(mail.payload.contactMessageId));
    if (!m) return null;
    const topic = contactSubjectLabel(m.subject);
    return {
      template: TEMPLATE,
      subject: `New message: ${topic} from ${m.name}`,
      context: { name: m.name, email: m.email, topic, message: m.message },
      headers: { 'Reply-To': m.email },
    };
  },
});
