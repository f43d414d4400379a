import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ID_SCHEMA, INT4_MAX, int4Schema } from '../../../../core/http/int4';
import { trimmed } from '../../../../core/http/transforms';
import { PageQuery } from '../../../../core/paging/page-query.dto';
import { MEMBERSHIP_STATUSES, type BillingInterval, type MembershipStatus } from '../../entities/membership.entity';
import { MembershipErrors } from '../../memberships.errors';

const INSTANT_OR_NULL = { type: String, format: 'date-time', nullable: true } as const;

// The owner's filters of the members list and its CSV.
export class AdminMembersFilterQuery {
  @ApiPropertyOptional({ maxLength: 200, description: "Any part of the member's name or e-mail address (any case)" })
  @IsOptional()
  @Transform(trimmed)
  @MaxLength(200, { message: 'search must be at most 200 characters' })
  @IsString({ message: 'search must be text' })
  search?: string;

  @ApiPropertyOptional({
    enum: MEMBERSHIP_STATUSES,
    description: 'Only memberships in this status; without it, all but incomplete ones (sign-ups never paid)',
  })
  @IsOptional()
  @IsIn(MEMBERSHIP_STATUSES, { message: MembershipErrors.statusFilter(MEMBERSHIP_STATUSES) })
  status?: MembershipStatus;

  @ApiPropertyOptional({ ...ID_SCHEMA, description: "Only this tier's members (its product id)" })
  @IsOptional()
  @Type(() => Number)
  @Max(INT4_MAX, { message: MembershipErrors.tierId })
  @Min(1, { message: MembershipErrors.tierId })
  @IsInt({ message: MembershipErrors.tierId })
  tierId?: number;
}

export class ListAdminMembersQuery extends IntersectionType(PageQuery, AdminMembersFilterQuery) {}

export class AdminMemberAccountDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty({ example: 'Ada Lovelace' }) name: string;
  @ApiProperty({ example: 'ada@example.com' }) email: string;
}

export class AdminMemberTierDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty() title: string;
}

// A membership as the owner's Members list shows it (times on the billing clock).
export class AdminMemberDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty({ type: AdminMemberAccountDto }) member: AdminMemberAccountDto;
  @ApiProperty({ type: AdminMemberTierDto }) tier: AdminMemberTierDto;
  @ApiProperty({ enum: MEMBERSHIP_STATUSES }) status: MembershipStatus;
  @ApiProperty({ enum: ['month', 'year'] }) interval: BillingInterval;
  @ApiProperty({ example: '$19 a month' }) price: string;
  @ApiProperty(int4Schema(1)) priceCents: number;
  @ApiProperty(INSTANT_OR_NULL) startedAt: string | null;
  @ApiProperty(INSTANT_OR_NULL) currentPeriodEnd: string | null;
  @ApiProperty() cancelAtPeriodEnd: boolean;
  @ApiProperty(INSTANT_OR_NULL) pastDueSince: string | null;
  @ApiProperty(INSTANT_OR_NULL) endedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', description: 'When the member first chose the tier' })
  createdAt: string;
}
