import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { formatPrice, ProductFactsService } from '../../commerce';
import { addDaysTo } from '../billing/periods';
import type { MembershipInvoiceEntity } from '../entities/membership-invoice.entity';
import type { MembershipEntity } from '../entities/membership.entity';
import { priceWords } from '../membership-words';
import { MembershipInvoicesRepository } from '../repositories/membership-invoices.repository';
import { MembershipSettingsRepository } from '../repositories/membership-settings.repository';
import { MembershipsRepository } from '../repositories/memberships.repository';
import type { MembershipReceiptDto, MyMembershipAnswerDto, MyMembershipDto } from './dto/my-membership.dto';

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

// The member's membership as their account shows it: its tier, what it costs, when it renews or
// ends, the card on file and the receipts of every membership the account had.
@Injectable()
export class MembershipViews {
  constructor(
    private readonly memberships: MembershipsRepository,
    private readonly invoices: MembershipInvoicesRepository,
    private readonly settings: MembershipSettingsRepository,
    private readonly products: ProductFactsService,
  ) {}

  async current(userId: number): Promise<MyMembershipAnswerDto> {
    const membership = await this.memberships.current(userId);
    return { membership: membership && (await this.of(membership)) };
  }

  async of(m: MembershipEntity, tx?: EntityManager): Promise<MyMembershipDto> {
    // one after the other: in a transaction they share its connection
    const [tier] = await this.products.byIds([m.tierId], tx);
    const { graceDays } = await this.settings.read(tx);
    const open = m.status === 'past_due' ? await this.invoices.open(m.id, tx) : null;
    const all = await this.memberships.ofAccount(m.userId, tx);
    const receipts = await this.invoices.paidOf(
      all.map((a) => a.id),
      tx,
    );
    return {
      id: m.id,
      tier: { id: m.tierId, title: tier?.title ?? 'Membership', slug: tier?.slug ?? '' },
      status: m.status,
      interval: m.interval,
      amount: formatPrice(m.priceCents),
      amountCents: m.priceCents,
      price: priceWords(m.priceCents, m.interval),
      credit: formatPrice(m.creditCents),
      creditCents: m.creditCents,
      nextRenewalAt: iso(nextCharge(m, open)),
      trialEndsAt: iso(m.trialEndsAt),
      currentPeriodStart: iso(m.currentPeriodStart),
      currentPeriodEnd: iso(m.currentPeriodEnd),
      cancelAtPeriodEnd: m.cancelAtPeriodEnd,
      accessUntil: iso(accessUntil(m, graceDays)),
      pastDueSince: iso(m.pastDueSince),
      card: m.cardLast4 ? { brand: m.cardBrand ?? 'Card', last4: m.cardLast4 } : null,
      receipts: receipts.map(toReceiptDto),
    };
  }
}

// the next charge: at the end of the trial or period, or the next attempt of a failed renewal
function nextCharge(m: MembershipEntity, open: MembershipInvoiceEntity | null): Date | null {
  if (m.cancelAtPeriodEnd) return null;
  if (m.status === 'past_due') return open?.nextAttemptAt ?? null;
  return m.status === 'trialing' || m.status === 'active' ? m.currentPeriodEnd : null;
}

// how long access lasts if nothing more is paid (past due: to the end of the grace period)
function accessUntil(m: MembershipEntity, graceDays: number): Date | null {
  if (m.status === 'cancelled') return m.endedAt;
  if (m.status === 'past_due') return m.pastDueSince && addDaysTo(m.pastDueSince, graceDays);
  return m.status === 'incomplete' ? null : m.currentPeriodEnd;
}

const toReceiptDto = (i: MembershipInvoiceEntity): MembershipReceiptDto => ({
  id: i.id,
  date: (i.paidAt ?? i.createdAt).toISOString(),
  amount: formatPrice(i.amountCents),
  amountCents: i.amountCents,
  kind: i.kind,
  period: { start: i.periodStart.toISOString(), end: i.periodEnd.toISOString() },
});
