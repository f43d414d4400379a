import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import { int4Schema } from '../../../../core/http/int4';
import { MembershipErrors } from '../../memberships.errors';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const DAY_DOC = "in the site's time zone, YYYY-MM-DD";

export class MembershipFiguresQuery {
  @ApiPropertyOptional({ format: 'date', description: `The first day, ${DAY_DOC} (default: 29 days before to)` })
  @IsOptional()
  @Matches(DAY, { message: MembershipErrors.dayFormat('from') })
  @IsString({ message: MembershipErrors.dayFormat('from') })
  from?: string;

  @ApiPropertyOptional({ format: 'date', description: `The last day, included, ${DAY_DOC} (default: today)` })
  @IsOptional()
  @Matches(DAY, { message: MembershipErrors.dayFormat('to') })
  @IsString({ message: MembershipErrors.dayFormat('to') })
  to?: string;
}

export class MembershipCountsDto {
  @ApiProperty(int4Schema(0)) incomplete: number;
  @ApiProperty(int4Schema(0)) trialing: number;
  @ApiProperty(int4Schema(0)) active: number;
  @ApiProperty(int4Schema(0)) past_due: number;
  @ApiProperty(int4Schema(0)) cancelled: number;
}

export class MembershipDayDto {
  @ApiProperty({ example: '2026-03-01' }) day: string;
  @ApiProperty({ ...int4Schema(0), description: 'Memberships that started (a trial or a first payment)' }) new: number;
  @ApiProperty({ ...int4Schema(0), description: 'Memberships that had given access and ended' }) churned: number;
}

export class MembershipFiguresDto {
  @ApiProperty({ type: MembershipCountsDto, description: 'Memberships by status now' }) counts: MembershipCountsDto;
  @ApiProperty({
    example: '$1234.50',
    description: 'Monthly recurring revenue: what active and past due memberships charge a month (yearly ones / 12)',
  })
  mrr: string;
  @ApiProperty(int4Schema(0)) mrrCents: number;
  @ApiProperty({ example: 'Europe/Berlin', description: "The site's time zone the days are in" }) timeZone: string;
  @ApiProperty({ type: [MembershipDayDto], description: 'Every day from `from` to `to`, in order' })
  days: MembershipDayDto[];
}
