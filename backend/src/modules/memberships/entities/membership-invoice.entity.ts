import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const INVOICE_KINDS = ['first', 'renewal', 'change'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export type InvoiceStatus = 'open' | 'paid' | 'failed' | 'void';

// One charge of a membership (migration 1764690000000): its first payment, a renewal or a tier
// change's proration. The provider's invoice id is unique: an invoice is written once, however
// often its events arrive. Paid ones are the member's receipts.
@Entity('membership_invoices')
export class MembershipInvoiceEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'membership_id', type: 'integer' })
  membershipId: number;

  @Column({ name: 'provider_invoice_id', type: 'varchar', length: 100, unique: true })
  providerInvoiceId: string;

  @Column({ type: 'varchar', length: 10 })
  kind: InvoiceKind;

  // what is charged: the price less the member's credit taken off it (credit_cents)
  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  @Column({ name: 'credit_cents', type: 'integer', default: 0 })
  creditCents: number;

  @Column({ name: 'period_start', type: 'timestamptz' })
  periodStart: Date;

  @Column({ name: 'period_end', type: 'timestamptz' })
  periodEnd: Date;

  // open: not paid yet (retried at next_attempt_at); failed: given up; void: no longer owed
  @Column({ type: 'varchar', length: 6 })
  status: InvoiceStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
