import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MailOutbox } from '../../../core/mail/mail-outbox';
import { OwnerAlertsService } from '../../alerts';
import { UsersService } from '../../auth';
import type { InvoiceFacts } from '../billing/billing-event';
import type { MembershipEntity } from '../entities/membership.entity';
import { MembershipSettingsRepository } from '../repositories/membership-settings.repository';
import { membershipCancelledMail } from './membership-cancelled.mail';
import { membershipEndedMail } from './membership-ended.mail';
import { membershipOwnerNewsMail } from './membership-owner-news.mail';
import { membershipPaymentFailedMail } from './membership-payment-failed.mail';
import { membershipReceiptMail } from './membership-receipt.mail';
import { membershipWelcomeMail } from './membership-welcome.mail';

// The mails of a membership's life, queued in the transaction of the change (BillingEvents): each
// under a subject key of the membership and what happened (an invoice and its attempt, a cancel and
// when it was asked), so the outbox's unique row sends it once however often the change is replayed.
@Injectable()
export class MembershipMails {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly users: UsersService,
    private readonly alerts: OwnerAlertsService,
    private readonly settings: MembershipSettingsRepository,
  ) {}

  async started(tx: EntityManager, m: MembershipEntity, trial: boolean): Promise<void> {
    const key = `membership:${m.id}`;
    await this.toMember(tx, m, (email) => membershipWelcomeMail.to(email, `${key}:welcome`, { ...ids(m), trial }));
    await this.toOwner(tx, m, `${key}:owner:joined`, 'joined');
  }

  async paid(tx: EntityManager, m: MembershipEntity, invoice: InvoiceFacts): Promise<void> {
    const key = `membership:${m.id}:invoice:${invoice.providerInvoiceId}:paid`;
    const payload = { ...ids(m), invoiceId: invoice.providerInvoiceId };
    await this.toMember(tx, m, (email) => membershipReceiptMail.to(email, key, payload));
  }

  async failed(tx: EntityManager, m: MembershipEntity, invoice: InvoiceFacts, attempt: number, accessEndsAt: Date) {
    const key = `membership:${m.id}:invoice:${invoice.providerInvoiceId}:failed:${attempt}`;
    const payload = {
      ...ids(m),
      invoiceId: invoice.providerInvoiceId,
      attempt,
      accessEndsAt: accessEndsAt.toISOString(),
    };
    await this.toMember(tx, m, (email) => membershipPaymentFailedMail.to(email, key, payload));
  }

  async ended(tx: EntityManager, m: MembershipEntity): Promise<void> {
    await this.toMember(tx, m, (email) => membershipEndedMail.to(email, `membership:${m.id}:ended`, ids(m)));
  }

  // the member's confirmation and the owner's news of a cancel asked for at `at`
  async cancelled(tx: EntityManager, m: MembershipEntity, at: Date): Promise<void> {
    const key = `membership:${m.id}:cancelled:${at.getTime()}`;
    await this.toMember(tx, m, (email) => membershipCancelledMail.to(email, key, ids(m)));
    await this.toOwner(tx, m, `membership:${m.id}:owner:cancelled:${at.getTime()}`, 'cancelled');
  }

  private async toMember(
    tx: EntityManager,
    m: MembershipEntity,
    mail: (email: string) => Parameters<MailOutbox['enqueue']>[1],
  ) {
    const [member] = await this.users.findByIds([m.userId], tx);
    if (member) await this.outbox.enqueue(tx, mail(member.email));
  }

  // at once when the owner asked for each one; the daily digest tells the others
  private async toOwner(tx: EntityManager, m: MembershipEntity, subjectKey: string, news: 'joined' | 'cancelled') {
    if ((await this.settings.read(tx)).ownerMail !== 'each') return;
    await this.alerts.enqueue(tx, membershipOwnerNewsMail, subjectKey, { ...ids(m), news });
  }
}

const ids = (m: MembershipEntity) => ({ membershipId: m.id, userId: m.userId });
