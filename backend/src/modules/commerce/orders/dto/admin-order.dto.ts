import { ApiProperty } from '@nestjs/swagger';
import type { UserEntity } from '../../../auth';
import { ID_SCHEMA, int4Schema } from '../../../../core/http/int4';
import type { OrderItemEntity } from '../../entities/order-item.entity';
import { ORDER_STATUSES, type OrderEntity } from '../../entities/order.entity';
import { SPEC_PRODUCT_TYPES } from '../../product-types/product-type-vocabulary';
import { formatPrice } from '../../money';

export class AdminOrderBuyerDto {
  @ApiProperty({ example: 'Ada Lovelace', description: 'First and last name; empty when the account has none' })
  name: string;
  @ApiProperty({ example: 'ada@example.com' }) email: string;
}

// One row of the owner's orders list.
export class AdminOrderDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it was paid' })
  completedAt: string | null;
  @ApiProperty({ enum: ORDER_STATUSES }) status: string;
  @ApiProperty({ type: AdminOrderBuyerDto, nullable: true, description: 'null once the buyer deleted their account' })
  buyer: AdminOrderBuyerDto | null;
  @ApiProperty({ ...int4Schema(0), description: 'Units bought, all items together' }) itemCount: number;
  @ApiProperty({ example: 'Focus Workbook, Hardcover ×2 and 1 more' }) itemsSummary: string;
  @ApiProperty({ example: '$49.99' }) totalAmount: string;
  @ApiProperty({ example: '$0' }) refundedAmount: string;
  @ApiProperty({ enum: SPEC_PRODUCT_TYPES, isArray: true, description: 'The product types in the order, once each' })
  productTypes: string[];
}

const SUMMARY_TITLES = 3;

// "Hardcover ×2"
export const itemLabel = (item: Pick<OrderItemEntity, 'title' | 'quantity'>) =>
  item.quantity > 1 ? `${item.title} ×${item.quantity}` : item.title;

// The first titles and how many more there are: "Focus Workbook, Hardcover ×2 and 1 more"
export function itemsSummary(items: OrderItemEntity[]): string {
  const shown = items.slice(0, SUMMARY_TITLES).map(itemLabel).join(', ');
  return items.length > SUMMARY_TITLES ? `${shown} and ${items.length - SUMMARY_TITLES} more` : shown;
}

export const toAdminOrderBuyerDto = (user: UserEntity | undefined | null): AdminOrderBuyerDto | null =>
  user ? { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email } : null;

// What the list's row and the detail both say of an order; `buyer`: its user, if the account still exists
export function orderBasics(order: OrderEntity, buyer: UserEntity | undefined | null) {
  return {
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    completedAt: order.completedAt?.toISOString() ?? null,
    status: order.status,
    buyer: toAdminOrderBuyerDto(buyer),
    totalAmount: formatPrice(order.totalCents),
    refundedAmount: formatPrice(order.refundedCents),
  };
}

export function toAdminOrderDto(order: OrderEntity, buyer: UserEntity | undefined | null): AdminOrderDto {
  return {
    ...orderBasics(order, buyer),
    itemCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
    itemsSummary: itemsSummary(order.items),
    productTypes: [...new Set(order.items.map((item) => item.type))],
  };
}
