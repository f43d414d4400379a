import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { ID_SCHEMA, INT4_MAX, int4Schema } from '../../../../core/http/int4';
import { Omittable } from '../../../../core/http/omittable';
import {
  MAX_BENEFIT_LENGTH,
  MAX_BENEFITS,
  MAX_INCLUDED_PRODUCTS,
  MAX_TRIAL_DAYS,
  MembershipErrors,
} from '../../memberships.errors';
import { PRICE_PATTERN } from '../tier-price';

// blank lines dropped, each line trimmed (non-strings left for the validators to refuse)
const lines = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '') : value;
// an optional price left blank is no price
const blankToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value;

const priceDoc = (interval: string) => ({
  type: String,
  nullable: true,
  example: interval === 'monthly' ? '19' : '190.50',
  pattern: PRICE_PATTERN.source,
  description: `The ${interval} price as text, with or without $; null or left out: not offered ${interval}`,
});

// A tier's own fields (PUT: the whole tier; what is left out takes its default). At least one of
// the two prices; the product's price follows the monthly one, else the yearly one.
export class SaveTierDto {
  @ApiProperty({ ...int4Schema(1, 100), description: 'A higher rank reads what a lower one reads' })
  @Type(() => Number)
  @Max(100, { message: MembershipErrors.rank })
  @Min(1, { message: MembershipErrors.rank })
  @IsInt({ message: MembershipErrors.rank })
  rank: number;

  @ApiPropertyOptional(priceDoc('monthly'))
  @IsOptional()
  @Transform(blankToNull)
  @Matches(PRICE_PATTERN, { message: MembershipErrors.priceFormat('monthlyPrice') })
  @IsString({ message: MembershipErrors.priceFormat('monthlyPrice') })
  monthlyPrice?: string | null;

  @ApiPropertyOptional(priceDoc('yearly'))
  @IsOptional()
  @Transform(blankToNull)
  @Matches(PRICE_PATTERN, { message: MembershipErrors.priceFormat('yearlyPrice') })
  @IsString({ message: MembershipErrors.priceFormat('yearlyPrice') })
  yearlyPrice?: string | null;

  @ApiPropertyOptional({ ...int4Schema(0, MAX_TRIAL_DAYS), default: 0, description: 'Free trial days; 0: none' })
  @Omittable()
  @Type(() => Number)
  @Max(MAX_TRIAL_DAYS, { message: MembershipErrors.trialDays })
  @Min(0, { message: MembershipErrors.trialDays })
  @IsInt({ message: MembershipErrors.trialDays })
  trialDays?: number;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', maxLength: MAX_BENEFIT_LENGTH },
    maxItems: MAX_BENEFITS,
    default: [],
    description: 'What a member gets, a line each (blank lines are dropped)',
  })
  @Omittable()
  @Transform(lines)
  @MaxLength(MAX_BENEFIT_LENGTH, { each: true, message: MembershipErrors.benefitLine })
  @IsString({ each: true, message: MembershipErrors.benefitLine })
  @ArrayMaxSize(MAX_BENEFITS, { message: MembershipErrors.benefitsList })
  @IsArray({ message: MembershipErrors.benefitsList })
  benefits?: string[];

  @ApiPropertyOptional({ default: false, description: 'Members get the whole post in the daily e-mail' })
  @Omittable()
  @IsBoolean({ message: MembershipErrors.paidNewsletter })
  paidNewsletter?: boolean;

  @ApiPropertyOptional({
    type: 'array',
    items: ID_SCHEMA,
    maxItems: MAX_INCLUDED_PRODUCTS,
    default: [],
    description: 'Products (courses) members have while their membership lasts',
  })
  @Omittable()
  @Max(INT4_MAX, { each: true, message: MembershipErrors.includedList })
  @Min(1, { each: true, message: MembershipErrors.includedList })
  @IsInt({ each: true, message: MembershipErrors.includedList })
  @ArrayMaxSize(MAX_INCLUDED_PRODUCTS, { message: MembershipErrors.includedList })
  @IsArray({ message: MembershipErrors.includedList })
  includedProductIds?: number[];
}
