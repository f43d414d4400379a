import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { ID_SCHEMA, INT4_MAX, int4Schema } from '../../../../core/http/int4';
import { trimmed } from '../../../../core/http/transforms';
import type { BillingInterval } from '../../entities/membership.entity';
import { MembershipErrors } from '../../memberships.errors';
import { MyMembershipDto } from './my-membership.dto';

export const INTERVALS = ['month', 'year'] as const;

// A tier and how it is billed: joining, a change of tier, its preview (a query: numbers as text).
export class ChooseTierDto {
  @ApiProperty({ ...ID_SCHEMA, description: "The tier's product id" })
  @Type(() => Number)
  @Max(INT4_MAX, { message: MembershipErrors.tierId })
  @Min(1, { message: MembershipErrors.tierId })
  @IsInt({ message: MembershipErrors.tierId })
  tierId: number;

  @ApiProperty({ enum: INTERVALS })
  @IsIn(INTERVALS, { message: MembershipErrors.interval })
  interval: BillingInterval;
}

// What the member's payment form needs: the provider's form and what it is for.
export class MembershipPaymentFormDto {
  @ApiProperty({ type: MyMembershipDto }) membership: MyMembershipDto;
  @ApiProperty({ enum: ['offline', 'stripe'] }) provider: 'offline' | 'stripe';
  @ApiProperty({ description: 'Confirm it with the offline test card form, or Stripe Elements' }) clientSecret: string;
  @ApiProperty({
    enum: ['payment', 'setup', 'card'],
    description:
      'payment: the first charge now; setup: a card saved for the trial (charged when it ends); card: a new card',
  })
  purpose: 'payment' | 'setup' | 'card';
  @ApiProperty({
    example: '$19',
    description: 'The first charge: now (payment) or when the trial ends (setup); the amount owed for a new card',
  })
  amount: string;
  @ApiProperty(int4Schema(0)) amountCents: number;
}

export class OfflineMembershipConfirmDto {
  @ApiProperty({ description: 'The clientSecret of the payment form', maxLength: 200 })
  @MaxLength(200, { message: MembershipErrors.clientSecret })
  @IsString({ message: MembershipErrors.clientSecret })
  clientSecret: string;

  @ApiProperty({
    example: '4242424242424242',
    description: '4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined',
  })
  @Transform(trimmed)
  @Matches(/^[\d -]{12,23}$/, { message: MembershipErrors.cardNumber })
  @IsString({ message: MembershipErrors.cardNumber })
  cardNumber: string;
}

export class OfflineMembershipConfirmResultDto {
  @ApiProperty({ enum: ['succeeded'] }) status: 'succeeded';
  @ApiProperty({ example: 'Welcome! Your membership has started.' }) message: string;
  @ApiProperty({ type: MyMembershipDto }) membership: MyMembershipDto;
}

// What a change of tier does, in words the account page shows.
export class MembershipChangePreviewDto {
  @ApiProperty({ example: '$5.50', description: 'Charged now to the card on file' }) amountNow: string;
  @ApiProperty(int4Schema(0)) amountNowCents: number;
  @ApiProperty({ example: '$0', description: 'Credited: taken off the next charges' }) credit: string;
  @ApiProperty(int4Schema(0)) creditCents: number;
  @ApiProperty({ example: '$29 a month', description: 'The price of each period from now on' }) newPrice: string;
  @ApiProperty({
    example: 'Now. Your next renewal, on April 3, 2026, charges $29.',
    description: 'When the change applies and what the next renewal charges',
  })
  effective: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) nextRenewalAt: string | null;
}
