import { type DefinedMail, defineMail, type MailEnv, type QueuedMail } from '../../../core/mail/define-mail';
import type { MailTemplate } from '../../../core/mail/mail-template';
import { UsersService } from '../../auth';
import { ProductFactsService } from '../../commerce';
import { SiteService } from '../../site';
import type { MembershipEntity } from '../entities/membership.entity';
import { dayWords, membershipTabUrl, priceWords } from '../membership-words';
import { MembershipInvoicesRepository } from '../repositories/membership-invoices.repository';
import { MembershipsRepository } from '../repositories/memberships.repository';

// The payload of every mail about a membership; userId is what forgetting an account finds it by.
export type MemberMailPayload = { membershipId: number; userId: number };

const USES = {
  memberships: MembershipsRepository,
  invoices: MembershipInvoicesRepository,
  users: UsersService,
  products: ProductFactsService,
  site: SiteService,
};
export type MemberMailEnv = MailEnv<typeof USES>;

// The membership as its mails tell it when they are sent, and how they write its days and prices.
export interface MemberMailView {
  membership: MembershipEntity;
  member: { firstName: string; lastName: string; email: string };
  tier: string;
  day(instant: Date | null): string;
  price: string;
  accountUrl: string;
}

// the membership, its account and its tier as they are now; null when gone (the account deleted)
export async function memberMailView(env: MemberMailEnv, membershipId: number): Promise<MemberMailView | null> {
  const membership = await env.memberships.find(Number(membershipId));
  if (!membership) return null;
  const [[member], [tier], timeZone] = await Promise.all([
    env.users.findByIds([membership.userId]),
    env.products.byIds([membership.tierId]),
    env.site.timeZone(),
  ]);
  if (!member) return null;
  return {
    membership,
    member,
    tier: tier?.title ?? 'Membership',
    day: (instant) => (instant ? dayWords(instant, timeZone) : ''),
    price: priceWords(membership.priceCents, membership.interval),
    accountUrl: membershipTabUrl(env.config.publicUrl),
  };
}

// What sets one kind of member mail apart: its subject and its own values (null: nothing to send
// any more, the membership has moved on since it was queued).
export interface MemberMailSpec<P extends MemberMailPayload> {
  kind: string;
  template: MailTemplate;
  subject(view: MemberMailView, payload: P): string;
  context(view: MemberMailView, payload: P, env: MemberMailEnv): Promise<object | null> | object | null;
}

// A mail to a member about their membership (defineMail): rendered from the membership as it is
// when sent, retried after a crash mid-send (a missing receipt or notice is worse than a second
// one), never bulk mail. The common values: firstName, tier, price, accountUrl.
export function defineMemberMail<P extends MemberMailPayload>(spec: MemberMailSpec<P>): DefinedMail<P> {
  return defineMail({
    kind: spec.kind,
    onUnresolved: 'retry',
    listUnsubscribe: false,
    uses: USES,
    async render(mail: QueuedMail<P>, env) {
      const view = await memberMailView(env, mail.payload.membershipId);
      const own = view && (await spec.context(view, mail.payload, env));
      if (!view || !own) return null;
      const { member, tier, price, accountUrl } = view;
      return {
        template: spec.template,
        subject: spec.subject(view, mail.payload),
        context: { firstName: member.firstName, tier, price, accountUrl, ...own },
      };
    },
  });
}
