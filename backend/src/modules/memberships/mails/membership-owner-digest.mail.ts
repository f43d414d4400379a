import { defineMail, type QueuedMail } from '../../../core/mail/define-mail';
import { mailTemplate } from '../../../core/mail/mail-template';
import { UsersService } from '../../auth';
import { ProductFactsService } from '../../commerce';
import { MemberNewsRepository } from '../repositories/member-news.repository';

// from, to: the day's window (ISO instants); day: the site's day it ends on
export type OwnerDigestPayload = { from: string; to: string; day: string };

const TEMPLATE = mailTemplate(__dirname, 'membership-owner-digest');

// The owner's daily digest (membership_settings.owner_mail 'digest', 08:00 site time): who joined
// and who cancelled in the day before; nothing is sent on a day without either. Subject
// membership-digest:<day>.
export const membershipOwnerDigestMail = defineMail({
  kind: 'membership-owner-digest',
  onUnresolved: 'retry',
  listUnsubscribe: false,
  uses: { news: MemberNewsRepository, users: UsersService, products: ProductFactsService },
  async render(mail: QueuedMail<OwnerDigestPayload>, { news, users, products, config }) {
    const { from, to, day } = mail.payload;
    const items = await users.withAccounts(await news.between(new Date(from), new Date(to)));
    if (!items.length) return null;
    const titles = new Map((await products.byIds(items.map((i) => i.tierId))).map((p) => [p.id, p.title]));
    const line = (i: (typeof items)[number]) => ({
      name: `${i.account.firstName} ${i.account.lastName}`.trim(),
      email: i.account.email,
      tier: titles.get(i.tierId) ?? 'Membership',
    });
    const joined = items.filter((i) => i.news === 'joined').map(line);
    const cancelled = items.filter((i) => i.news === 'cancelled').map(line);
    return {
      template: TEMPLATE,
      subject: `Memberships: ${joined.length} new, ${cancelled.length} cancelled (${day})`,
      context: { joined, cancelled, adminUrl: `${config.publicUrl}/admin?tab=memberships` },
    };
  },
});
