import { ApiProperty } from '@nestjs/swagger';
import { ID_SCHEMA, int4Schema } from '../../../../core/http/int4';
import { INVOICE_KINDS, type InvoiceKind } from '../../entities/membership-invoice.entity';
import { MEMBERSHIP_STATUSES, type BillingInterval, type MembershipStatus } from '../../entities/membership.entity';

const INSTANT = { type: String, format: 'date-time' } as const;
const INSTANT_OR_NULL = { ...INSTANT, nullable: true } as const;

export class MembershipTierRefDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty() title: string;
  @ApiProperty() slug: string;
}

export class MembershipCardDto {
  @ApiProperty({ example: 'Visa' }) brand: string;
  @ApiProperty({ example: '4242' }) last4: string;
}

export class MembershipPeriodDto {
  @ApiProperty(INSTANT) start: string;
  @ApiProperty(INSTANT) end: string;
}

// A paid invoice, as the member's receipts list it.
export class MembershipReceiptDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty({ ...INSTANT, description: 'When it was paid' }) date: string;
  @ApiProperty({ example: '$19' }) amount: string;
  @ApiProperty(int4Schema(0)) amountCents: number;
  @ApiProperty({
    enum: INVOICE_KINDS,
    description: 'first: the first payment (at joining, or when the trial ended); renewal; change: a change of tier',
  })
  kind: InvoiceKind;
  @ApiProperty({ type: MembershipPeriodDto, description: 'The period it paid for' }) period: MembershipPeriodDto;
}

// The member's membership as their account shows it. Times are on the billing clock.
export class MyMembershipDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty({ type: MembershipTierRefDto }) tier: MembershipTierRefDto;
  @ApiProperty({ enum: MEMBERSHIP_STATUSES }) status: MembershipStatus;
  @ApiProperty({ enum: ['month', 'year'] }) interval: BillingInterval;
  @ApiProperty({ example: '$19', description: 'What each period costs (the price when joined or changed)' })
  amount: string;
  @ApiProperty(int4Schema(1)) amountCents: number;
  @ApiProperty({ example: '$19 a month' }) price: string;
  @ApiProperty({ example: '$0', description: 'Owed to the member (a cheaper tier): taken off the next charges' })
  credit: string;
  @ApiProperty(int4Schema(0)) creditCents: number;
  @ApiProperty({
    ...INSTANT_OR_NULL,
    description:
      'The next charge: the end of the trial or period, or the next attempt of a failed one; null when cancelling or ended',
  })
  nextRenewalAt: string | null;
  @ApiProperty(INSTANT_OR_NULL) trialEndsAt: string | null;
  @ApiProperty(INSTANT_OR_NULL) currentPeriodStart: string | null;
  @ApiProperty(INSTANT_OR_NULL) currentPeriodEnd: string | null;
  @ApiProperty({ description: 'Cancelled by the member: it ends at accessUntil (Resume undoes it until then)' })
  cancelAtPeriodEnd: boolean;
  @ApiProperty({
    ...INSTANT_OR_NULL,
    description:
      'Access lasts until then if nothing more is paid (past due: the end of the grace period); when it ended',
  })
  accessUntil: string | null;
  @ApiProperty({ ...INSTANT_OR_NULL, description: 'When a renewal first failed (past_due)' }) pastDueSince:
    string | null;
  @ApiProperty({ type: MembershipCardDto, nullable: true }) card: MembershipCardDto | null;
  @ApiProperty({ type: [MembershipReceiptDto], description: 'Paid invoices, the newest first' })
  receipts: MembershipReceiptDto[];
}

export class MyMembershipAnswerDto {
  @ApiProperty({
    type: MyMembershipDto,
    nullable: true,
    description: "The account's membership (the last one that ended, if none is open); null: never a member",
  })
  membership: MyMembershipDto | null;
}
