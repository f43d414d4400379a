import { mailTemplate } from '../../../core/mail/mail-template';
import { defineMemberMail, type MemberMailPayload } from './member-mail';

// The member's confirmation of a cancel: access until the period's end (a trial: until it ends,
// with no charge), and that Resume undoes it until then. Not sent once resumed meanwhile.
// Subject membership:<id>:cancelled:<when it was asked, ms>.
export const membershipCancelledMail = defineMemberMail<MemberMailPayload>({
  kind: 'membership-cancelled',
  template: mailTemplate(__dirname, 'membership-cancelled'),
  subject: (view) => `Your ${view.tier} membership is cancelled`,
  context({ membership: m, day }) {
    if (m.status === 'cancelled') return { accessUntil: day(m.endedAt), ended: true };
    if (!m.cancelAtPeriodEnd) return null;
    return { accessUntil: day(m.currentPeriodEnd), ended: false, trial: m.status === 'trialing' };
  },
});
