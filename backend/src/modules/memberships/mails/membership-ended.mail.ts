import { mailTemplate } from '../../../core/mail/mail-template';
import { defineMemberMail, type MemberMailPayload } from './member-mail';

// "Your membership has ended" when the grace period of an unpaid renewal ran out: the day access
// ended and how to join again. Subject membership:<id>:ended.
export const membershipEndedMail = defineMemberMail<MemberMailPayload>({
  kind: 'membership-ended',
  template: mailTemplate(__dirname, 'membership-ended'),
  subject: (view) => `Your ${view.tier} membership has ended`,
  context: ({ membership: m, day }) => (m.status === 'cancelled' ? { endedOn: day(m.endedAt) } : null),
});
