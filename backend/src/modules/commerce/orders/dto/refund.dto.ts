import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, Max, Min } from 'class-validator';
import { ID_SCHEMA, INT4_MAX } from '../../../../core/http/int4';
import { formatPrice } from '../../money';
import type { RefundOutcome } from '../refunds.service';
import { Omittable } from '../../../../core/http/omittable';

const NOT_AN_ITEM = 'Item ids must be the ids of the order’s items';

export class RefundOrderDto {
  @ApiPropertyOptional({
    type: 'array',
    items: ID_SCHEMA,
    minItems: 1,
    maxItems: 100,
    example: [12],
    description: 'The items to refund (each whole); without it, everything not refunded yet',
  })
  @Omittable()
  @Max(INT4_MAX, { each: true, message: NOT_AN_ITEM })
  @Min(1, { each: true, message: NOT_AN_ITEM })
  @IsInt({ each: true, message: NOT_AN_ITEM })
  @ArrayMaxSize(100, { message: 'At most 100 items per refund' })
  @ArrayMinSize(1, { message: 'Choose at least one item to refund' })
  @IsArray({ message: 'itemIds must be a list of item ids' })
  itemIds?: number[];
}

export class RefundResultDto {
  @ApiProperty({
    enum: ['succeeded', 'pending'],
    description: 'pending: the payment provider has not answered yet; the refund is finished automatically',
  })
  status: 'succeeded' | 'pending';

  @ApiProperty({ example: '$24.99', description: 'Computed by the server from the items’ prices' })
  amount: string;

  @ApiProperty({ example: 'Refunded $24.99 to the buyer’s card.' })
  message: string;
}

export function toRefundResultDto({ status, amountCents }: RefundOutcome): RefundResultDto {
  const amount = formatPrice(amountCents);
  const message =
    status === 'succeeded'
      ? `Refunded ${amount} to the buyer’s card.`
      : `The refund of ${amount} is written down; the payment provider has not answered yet, so it will be finished automatically.`;
  return { status, amount, message };
}
