import { defineMail, type QueuedMail } from '../../../core/mail/define-mail';
import { mailTemplate } from '../../../core/mail/mail-template';

export type AlertTestPayload = { requestedAt: string };
const TEMPLATE = mailTemplate(__dirname, 'alert-test');

// "Test alert": what the owner sends from the admin to see that alerts reach the address. Not
// sent twice after a crash mid-send (the owner can send another).
export const alertTestMail = defineMail({
  kind: 'alert-test',
  onUnresolved: 'give-up',
  listUnsubscribe: false,
  async render(_mail: QueuedMail<AlertTestPayload>, { brand, config }) {
    return {
      template: TEMPLATE,
      subject: `Test alert from ${brand.siteName}`,
      context: { siteName: brand.siteName, settingsUrl: `${config.publicUrl}/admin?tab=site` },
    };
  },
});
