import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, ValidateBy, type ValidationOptions } from 'class-validator';
import { trimmed } from '../../../../core/http/transforms';
import { PageQuery } from '../../../../core/paging/page-query.dto';
import { ORDER_STATUSES, type OrderStatus } from '../../entities/order.entity';
import type { ProductType } from '../../entities/product.entity';
import { IsProductType, SPEC_PRODUCT_TYPES } from '../../product-types/product-type-vocabulary';

// A calendar day as YYYY-MM-DD that exists (not February 30).
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

const IsDay = (options: ValidationOptions) => ValidateBy({ name: 'isDay', validator: { validate: isDay } }, options);

// `to` on or after `from` (each checked as a day first)
const NotBeforeFrom = (options: ValidationOptions) =>
  ValidateBy(
    {
      name: 'notBeforeFrom',
      validator: {
        validate: (to, args) => {
          const { from } = args?.object as { from?: unknown };
          return !isDay(from) || !isDay(to) || to >= from;
        },
      },
    },
    options,
  );

const DAY_DOC = 'in the site’s time zone (Site settings), YYYY-MM-DD; of when the order was placed';

// The owner's filters of the orders list and its CSV export.
export class AdminOrdersFilterQuery {
  @ApiPropertyOptional({
    description:
      'An order number ("#123" or "123"), or any part of the buyer’s e-mail address or name or of an item’s title (any case)',
    maxLength: 200,
  })
  @IsOptional()
  @Transform(trimmed)
  @MaxLength(200, { message: 'search must be at most 200 characters' })
  @IsString({ message: 'search must be text' })
  search?: string;

  @ApiPropertyOptional({
    enum: ORDER_STATUSES,
    description: 'Only orders in this status; without it, the paid ones (completed and refunded)',
  })
  @IsOptional()
  @IsIn(ORDER_STATUSES, { message: `status must be one of ${ORDER_STATUSES.join(', ')}` })
  status?: OrderStatus;

  @ApiPropertyOptional({ enum: SPEC_PRODUCT_TYPES, description: 'Only orders with an item of this product type' })
  @IsOptional()
  @IsProductType((types) => `type must be one of ${types}`)
  type?: ProductType;

  @ApiPropertyOptional({ format: 'date', description: `The first day, ${DAY_DOC}`, example: '2025-11-01' })
  @IsOptional()
  @IsDay({ message: 'from must be a day written YYYY-MM-DD, such as 2025-11-01' })
  from?: string;

  @ApiPropertyOptional({ format: 'date', description: `The last day (included), ${DAY_DOC}`, example: '2025-11-30' })
  @IsOptional()
  @NotBeforeFrom({ message: 'to must be the same day as from or a later one' })
  @IsDay({ message: 'to must be a day written YYYY-MM-DD, such as 2025-11-30' })
  to?: string;
}

export class ListAdminOrdersQuery extends IntersectionType(PageQuery, AdminOrdersFilterQuery) {}
