import type { DefinedMail, MailEnv } from '../../../core/mail/define-mail';
import { UsersService } from '../../auth';
import { ProductFactsService } from '../../commerce';
import { SiteService } from '../../site';
import type { MembershipEntity } from '../entities/membership.entity';
import { dayWords, membershipTabUrl, priceWords } from '../membership-words';
import { MembershipInvoicesRepository } from '../repositories/membership-invoices.repository';
import { MembershipsRepository } from '../repositories/memberships.repository';
import { type BillingMailSpec, defineBillingMail } from './billing-mail';

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
export type MemberMailSpec<P extends MemberMailPayload> = BillingMailSpec<MemberMailView, P, MemberMailEnv>;

// A mail to a member about their membership (defineBillingMail): rendered from the membership as it
// is when sent. The common values: firstName, tier, price, accountUrl.
export function defineMemberMail<P extends MemberMailPayload>(spec: MemberMailSpec<P>): DefinedMail<P> {
  return defineBillingMail(spec, {
    uses: USES,
    view: (env, payload) => memberMailView(env, payload.membershipId),
    common: ({ member, tier, price, accountUrl }) => ({ firstName: member.firstName, tier, price, accountUrl }),
  });
}
