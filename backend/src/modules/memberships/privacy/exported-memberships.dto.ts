import { ApiProperty } from '@nestjs/swagger';
import { INVOICE_KINDS } from '../entities/membership-invoice.entity';
import { MEMBERSHIP_STATUSES } from '../entities/membership.entity';

const INSTANT_OR_NULL = { type: String, format: 'date-time', nullable: true } as const;

export class ExportedMembershipCardDto {
  @ApiProperty({ example: 'Visa' }) brand: string;
  @ApiProperty({ example: '4242' }) last4: string;
}

export class ExportedMembershipDto {
  @ApiProperty({ description: "The tier's title" }) tier: string;
  @ApiProperty({ enum: MEMBERSHIP_STATUSES }) status: string;
  @ApiProperty({ enum: ['month', 'year'] }) interval: string;
  @ApiProperty({ example: '$19 a month' }) price: string;
  @ApiProperty({ example: '$0', description: 'Owed to the member, taken off the next charges' }) credit: string;
  @ApiProperty({ type: String, format: 'date-time', description: 'When the tier was chosen' }) createdAt: string;
  @ApiProperty(INSTANT_OR_NULL) startedAt: string | null;
  @ApiProperty(INSTANT_OR_NULL) trialEndsAt: string | null;
  @ApiProperty(INSTANT_OR_NULL) currentPeriodEnd: string | null;
  @ApiProperty() cancelAtPeriodEnd: boolean;
  @ApiProperty(INSTANT_OR_NULL) endedAt: string | null;
  @ApiProperty({ type: ExportedMembershipCardDto, nullable: true, description: 'The card on file (never its number)' })
  card: ExportedMembershipCardDto | null;
}

export class ExportedMembershipInvoiceDto {
  @ApiProperty({ description: "The membership's tier" }) tier: string;
  @ApiProperty({ enum: INVOICE_KINDS }) kind: string;
  @ApiProperty({ enum: ['open', 'paid', 'failed', 'void'] }) status: string;
  @ApiProperty({ example: '$19' }) amount: string;
  @ApiProperty({ type: String, format: 'date-time' }) periodStart: string;
  @ApiProperty({ type: String, format: 'date-time' }) periodEnd: string;
  @ApiProperty(INSTANT_OR_NULL) paidAt: string | null;
}

// The memberships module's section of the account's data export.
export class ExportedMembershipsDto {
  @ApiProperty({ type: [ExportedMembershipDto], description: 'Every membership the account had, the first first' })
  memberships: ExportedMembershipDto[];
  @ApiProperty({ type: [ExportedMembershipInvoiceDto], description: 'Their invoices, the oldest first' })
  invoices: ExportedMembershipInvoiceDto[];
}
