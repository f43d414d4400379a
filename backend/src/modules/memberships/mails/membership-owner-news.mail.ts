import { mailTemplate } from '../../../core/mail/mail-template';
import { defineMemberMail, type MemberMailPayload } from './member-mail';

export type OwnerNewsPayload = MemberMailPayload & { news: 'joined' | 'cancelled' };

// The owner's mail of a new member or of a cancellation (membership_settings.owner_mail 'each'):
// who, which tier and price, until when. Subjects membership:<id>:owner:joined and
// membership:<id>:owner:cancelled:<ms>.
export const membershipOwnerNewsMail = defineMemberMail<OwnerNewsPayload>({
  kind: 'membership-owner-news',
  template: mailTemplate(__dirname, 'membership-owner-news'),
  subject: ({ member, tier }, { news }) =>
    news === 'joined'
      ? `New member: ${member.firstName} ${member.lastName} joined ${tier}`
      : `Membership cancelled: ${member.firstName} ${member.lastName} (${tier})`,
  context: ({ membership: m, member, day }, { news }, { config }) => ({
    joined: news === 'joined',
    name: `${member.firstName} ${member.lastName}`.trim(),
    email: member.email,
    trialEnds: m.status === 'trialing' ? day(m.trialEndsAt) : null,
    accessUntil: day(m.cancelAtPeriodEnd ? m.currentPeriodEnd : m.endedAt),
    adminUrl: `${config.publicUrl}/admin?tab=memberships`,
  }),
});
