import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import { int4Schema } from '../../../../core/http/int4';
import { Omittable } from '../../../../core/http/omittable';
import type { OwnerMembershipMail } from '../../entities/membership-settings.entity';
import { MAX_CLOCK_DAYS, MAX_GRACE_DAYS, MembershipErrors } from '../../memberships.errors';

const OWNER_MAILS = ['each', 'digest', 'none'] as const;

export class MembershipSettingsDto {
  @ApiProperty({
    ...int4Schema(0, MAX_GRACE_DAYS),
    description: 'Days a member keeps access after a renewal first fails',
  })
  graceDays: number;
  @ApiProperty({
    enum: OWNER_MAILS,
    description: "The owner's mail of a new member or a cancellation: each at once, a daily digest at 08:00, or none",
  })
  ownerMail: OwnerMembershipMail;
  @ApiProperty({ enum: ['offline', 'stripe'], description: 'Who bills the memberships' }) provider:
    'offline' | 'stripe';
  @ApiProperty({ type: String, format: 'date-time', description: 'The billing clock (the offline one may be ahead)' })
  clockNow: string;
}

export class SaveMembershipSettingsDto {
  @ApiPropertyOptional(int4Schema(0, MAX_GRACE_DAYS))
  @Omittable()
  @Type(() => Number)
  @Max(MAX_GRACE_DAYS, { message: MembershipErrors.graceDays })
  @Min(0, { message: MembershipErrors.graceDays })
  @IsInt({ message: MembershipErrors.graceDays })
  graceDays?: number;

  @ApiPropertyOptional({ enum: OWNER_MAILS })
  @Omittable()
  @IsIn(OWNER_MAILS, { message: MembershipErrors.ownerMail })
  ownerMail?: OwnerMembershipMail;
}

export class MoveBillingClockDto {
  @ApiProperty({ ...int4Schema(1, MAX_CLOCK_DAYS), description: 'Whole days to move the offline billing clock on' })
  @Type(() => Number)
  @Max(MAX_CLOCK_DAYS, { message: MembershipErrors.clockDays })
  @Min(1, { message: MembershipErrors.clockDays })
  @IsInt({ message: MembershipErrors.clockDays })
  days: number;
}

export class PlanInstalmentsReportDto {
  @ApiProperty({ ...int4Schema(0), description: 'Payment plan instalments paid by the run' }) paid: number;
  @ApiProperty({ ...int4Schema(0), description: 'Instalment attempts that failed' }) failed: number;
  @ApiProperty({ ...int4Schema(0), description: 'Plans whose access was paused (grace period over)' }) paused: number;
}

export class BillingClockDto {
  @ApiProperty({ type: String, format: 'date-time', description: 'The billing clock after the move' }) now: string;
  @ApiProperty({ description: 'How far it is ahead of the real clock, in days (may be fractional)' })
  offsetDays: number;
  @ApiProperty({ ...int4Schema(0), description: 'Renewals paid by the cycle run after the move' }) renewed: number;
  @ApiProperty({ ...int4Schema(0), description: 'Attempts that failed' }) failed: number;
  @ApiProperty({ ...int4Schema(0), description: 'Memberships that ended' }) ended: number;
  @ApiProperty({ type: PlanInstalmentsReportDto, description: "The payment plans' cycle, run after the memberships'" })
  instalments: PlanInstalmentsReportDto;
}
