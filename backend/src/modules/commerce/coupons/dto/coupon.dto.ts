import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDateString,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { ID_SCHEMA, INT4_MAX } from '../../../../core/http/int4';
import { trimmed } from '../../../../core/http/transforms';
import type { CouponEntity } from '../../entities/coupon.entity';
import type { OrderEntity } from '../../entities/order.entity';
import { formatPrice } from '../../money';

const CODE = /^[A-Za-z0-9_-]{3,40}$/;
const CODE_MESSAGE = 'The code must be 3 to 40 letters, digits, - or _';

export class CreateCouponDto {
  @ApiProperty({ example: 'SPRING10', pattern: CODE.source, description: 'Matched without regard to case' })
  @Transform(trimmed)
  @Matches(CODE, { message: CODE_MESSAGE })
  @IsString({ message: CODE_MESSAGE })
  code: string;

  // null, as a coupon reads, is "not this kind": the same as leaving it out (one of the two is needed)
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 1,
    maximum: 100,
    example: 10,
    description: 'Either this or amountOff; null as left out',
  })
  @IsOptional()
  @Max(100, { message: 'The percentage must be from 1 to 100' })
  @Min(1, { message: 'The percentage must be from 1 to 100' })
  @IsInt({ message: 'The percentage must be a whole number' })
  percentOff?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0.01,
    maximum: 100000,
    example: 5,
    description: 'Dollars off; either this or percentOff; null as left out',
  })
  @IsOptional()
  @Max(100000, { message: 'The amount off must be at most $100000' })
  @Min(0.01, { message: 'The amount off must be above 0' })
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'The amount off must be a number of dollars' })
  amountOff?: number | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'From then on the code is refused; none or null: never',
  })
  @IsOptional()
  @IsDateString({ strict: true }, { message: 'The expiry must be a date and time' })
  expiresAt?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 1,
    example: 100,
    description: 'Uses in all; none or null: no limit',
  })
  @IsOptional()
  @Max(INT4_MAX, { message: 'The usage limit is too large' })
  @Min(1, { message: 'The usage limit must be at least 1' })
  @IsInt({ message: 'The usage limit must be a whole number' })
  usageLimit?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 1,
    example: 1,
    description: 'Uses per customer; none or null: no limit',
  })
  @IsOptional()
  @Max(INT4_MAX, { message: 'The limit per customer is too large' })
  @Min(1, { message: 'The limit per customer must be at least 1' })
  @IsInt({ message: 'The limit per customer must be a whole number' })
  perCustomerLimit?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    example: 50,
    description: 'Dollars the products must come to; none or null: no minimum',
  })
  @IsOptional()
  @Max(1_000_000, { message: 'The minimum order is too large' })
  @Min(0, { message: 'The minimum order cannot be negative' })
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'The minimum order must be a number of dollars' })
  minOrder?: number | null;

  @ApiPropertyOptional({
    type: 'array',
    items: ID_SCHEMA,
    nullable: true,
    maxItems: 100,
    description: 'Only these products; none, null or empty: every product',
  })
  @IsOptional()
  @Max(INT4_MAX, { each: true, message: 'Product ids must be the ids of products' })
  @Min(1, { each: true, message: 'Product ids must be the ids of products' })
  @IsInt({ each: true, message: 'Product ids must be the ids of products' })
  @ArrayMaxSize(100, { message: 'At most 100 products' })
  @IsArray({ message: 'productIds must be a list of product ids' })
  productIds?: number[] | null;
}

export class CouponDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty({ example: 'SPRING10' }) code: string;
  @ApiProperty({ type: Number, nullable: true, example: 10 }) percentOff: number | null;
  @ApiProperty({ type: String, nullable: true, example: '$5' }) amountOff: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expiresAt: string | null;
  @ApiProperty({ type: Number, nullable: true }) usageLimit: number | null;
  @ApiProperty({ type: Number, nullable: true }) perCustomerLimit: number | null;
  @ApiProperty({ example: '$0' }) minOrder: string;
  @ApiProperty({ type: 'array', items: ID_SCHEMA, nullable: true, description: 'null: every product' })
  productIds: number[] | null;
  @ApiProperty({ description: 'Open checkouts and paid orders holding a use' }) timesUsed: number;
  @ApiProperty() active: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

export function toCouponDto(c: CouponEntity): CouponDto {
  return {
    id: c.id,
    code: c.code,
    percentOff: c.percentOff,
    amountOff: c.amountOffCents === null ? null : formatPrice(c.amountOffCents),
    expiresAt: c.expiresAt?.toISOString() ?? null,
    usageLimit: c.usageLimit,
    perCustomerLimit: c.perCustomerLimit,
    minOrder: formatPrice(c.minOrderCents),
    productIds: c.productIds,
    timesUsed: c.timesUsed,
    active: c.active,
    createdAt: c.createdAt.toISOString(),
  };
}

export class CheckCouponDto {
  @ApiProperty({ example: 'SPRING10' })
  @Transform(trimmed)
  @MaxLength(40, { message: 'This code is not valid. Please check it and try again.' })
  @IsString({ message: 'Please enter a code' })
  code: string;

  @ApiProperty({ type: 'array', items: ID_SCHEMA, minItems: 1, maxItems: 20, example: [3] })
  @Max(INT4_MAX, { each: true, message: 'Product ids must be whole numbers' })
  @Min(1, { each: true, message: 'Product ids must be whole numbers' })
  @IsInt({ each: true, message: 'Product ids must be whole numbers' })
  @ArrayMaxSize(20, { message: 'At most 20 products per order' })
  @IsArray({ message: 'productIds must be a list of product ids' })
  productIds: number[];
}

export class CouponQuoteDto {
  @ApiProperty({ example: 'SPRING10', description: 'As the owner wrote it' }) code: string;
  @ApiProperty({ example: '$4.99' }) discount: string;
  @ApiProperty({ example: 499, description: 'The same in cents: the checkout takes it off the products’ prices' })
  discountCents: number;
}

// the discount of an order, as the buyer and the owner see it
export class OrderCouponDto {
  @ApiProperty({ example: 'SPRING10' }) code: string;
  @ApiProperty({ example: '$4.99' }) discount: string;
}

export const toOrderCoupon = (o: OrderEntity): OrderCouponDto | null =>
  o.couponCode ? { code: o.couponCode, discount: formatPrice(o.discountCents) } : null;
