import { mailTemplate } from '../../../core/mail/mail-template';
import { defineMemberMail, type MemberMailPayload } from './member-mail';

export type WelcomePayload = MemberMailPayload & { trial: boolean };

// "Welcome to {tier}!" once a membership gives access: its free trial began (and when it ends and
// what is charged then), or its first payment is in (and when it renews). Subject
// membership:<id>:welcome.
export const membershipWelcomeMail = defineMemberMail<WelcomePayload>({
  kind: 'membership-welcome',
  template: mailTemplate(__dirname, 'membership-welcome'),
  subject: (view) => `Welcome to ${view.tier}!`,
  context: ({ membership: m, day }, { trial }) => ({
    trial,
    trialEnds: day(m.trialEndsAt),
    renewsOn: day(m.currentPeriodEnd),
    card: m.cardLast4,
  }),
});
