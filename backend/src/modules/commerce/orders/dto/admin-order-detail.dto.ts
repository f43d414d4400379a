import { ApiProperty } from '@nestjs/swagger';
import { ID_SCHEMA, int4Schema } from '../../../../core/http/int4';
import { MAIL_STATUSES } from '../../../../core/mail/mail-outbox.types';
import type { UserEntity } from '../../../auth';
import { ORDER_STATUSES, type OrderEntity } from '../../entities/order.entity';
import { SPEC_PRODUCT_TYPES } from '../../product-types/product-type-vocabulary';
import type { RefundEntity } from '../../entities/refund.entity';
import { formatPrice } from '../../money';
import { AdminOrderBuyerDto, orderBasics } from './admin-order.dto';
import { OrderCouponDto, toOrderCoupon } from '../../coupons/dto/coupon.dto';
import { OrderShippingDto, toOrderShipping } from '../../shipping/dto/shipping.dto';

const DATE_TIME = { type: String, format: 'date-time' } as const;
const MAYBE_DATE_TIME = { ...DATE_TIME, nullable: true } as const;

export class AdminOrderItemDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty({ ...ID_SCHEMA, nullable: true, description: 'null once the product is deleted' })
  productId: number | null;
  @ApiProperty() title: string;
  @ApiProperty({ enum: SPEC_PRODUCT_TYPES }) type: string;
  @ApiProperty({ example: '$49.99', description: 'The price of one, as it was bought' }) price: string;
  @ApiProperty(int4Schema(1)) quantity: number;
  @ApiProperty({ description: 'A refund takes it back (asked for, or done)' }) refunded: boolean;
  @ApiProperty({ ...ID_SCHEMA, nullable: true, description: 'The refund that takes it back' })
  refundId: number | null;
}

export class AdminOrderPaymentDto {
  @ApiProperty({ example: 'stripe', description: 'Who took the payment: stripe, or offline (test payments)' })
  provider: string;
  @ApiProperty({ type: String, nullable: true, example: 'pi_3Q…', description: 'The provider’s payment id' })
  reference: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'card' }) method: string | null;
}

export class AdminOrderRefundDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty({ example: '$19.50' }) amount: string;
  @ApiProperty({ enum: ['pending', 'succeeded', 'failed'] }) status: string;
  @ApiProperty({ enum: ['owner', 'provider'], description: 'owner: asked for here; provider: made in its dashboard' })
  source: string;
  @ApiProperty(DATE_TIME) createdAt: string;
  @ApiProperty(MAYBE_DATE_TIME) settledAt: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why the provider refused it' }) error: string | null;
}

export class AdminOrderMailDto {
  @ApiProperty({ example: 'order-confirmation' }) kind: string;
  @ApiProperty({ example: 'ada@example.com' }) recipient: string;
  @ApiProperty({ enum: MAIL_STATUSES }) status: string;
  @ApiProperty(int4Schema(0)) attempts: number;
  @ApiProperty(DATE_TIME) queuedAt: string;
  @ApiProperty(MAYBE_DATE_TIME) sentAt: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The last failed attempt’s error' })
  lastError: string | null;
}

export const ORDER_EVENTS = [
  'created',
  'paid',
  'refund-requested',
  'refund-succeeded',
  'refund-failed',
  'shipped',
  'mail',
] as const;
export type OrderEventType = (typeof ORDER_EVENTS)[number];

// One thing that happened to the order; `refundId` and `mail` say which refund or mail it is about.
export class AdminOrderEventDto {
  @ApiProperty(DATE_TIME) at: string;
  @ApiProperty({ enum: ORDER_EVENTS }) event: OrderEventType;
  @ApiProperty({ example: 'Refund of $19.50 asked for' }) title: string;
  @ApiProperty({ ...ID_SCHEMA, nullable: true }) refundId: number | null;
  @ApiProperty({ type: AdminOrderMailDto, nullable: true }) mail: AdminOrderMailDto | null;
}

export class AdminOrderDetailDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty(DATE_TIME) createdAt: string;
  @ApiProperty({ ...MAYBE_DATE_TIME, description: 'When it was paid' }) completedAt: string | null;
  @ApiProperty({ enum: ORDER_STATUSES }) status: string;
  @ApiProperty({ type: AdminOrderBuyerDto, nullable: true, description: 'null once the buyer deleted their account' })
  buyer: AdminOrderBuyerDto | null;
  @ApiProperty({ type: [AdminOrderItemDto] }) items: AdminOrderItemDto[];
  @ApiProperty({ type: AdminOrderPaymentDto }) payment: AdminOrderPaymentDto;
  @ApiProperty({ example: '$49.99' }) totalAmount: string;
  @ApiProperty({ example: '$0', description: 'What refunds have given back so far' }) refundedAmount: string;
  @ApiProperty({ type: OrderShippingDto, nullable: true, description: 'null when nothing in it is shipped' })
  shipping: OrderShippingDto | null;
  @ApiProperty({ type: OrderCouponDto, nullable: true, description: 'The coupon’s discount (the total is after it)' })
  coupon: OrderCouponDto | null;
  @ApiProperty({ type: [AdminOrderRefundDto], description: 'Oldest first' }) refunds: AdminOrderRefundDto[];
  @ApiProperty({ type: [AdminOrderEventDto], description: 'What happened to the order, oldest first' })
  timeline: AdminOrderEventDto[];
}

const toAdminOrderRefundDto = (refund: RefundEntity): AdminOrderRefundDto => ({
  id: refund.id,
  amount: formatPrice(refund.amountCents),
  status: refund.status,
  source: refund.source,
  createdAt: refund.createdAt.toISOString(),
  settledAt: refund.settledAt?.toISOString() ?? null,
  error: refund.error,
});

// `order` with its items; `timeline` from orderTimeline
export function toAdminOrderDetailDto(
  order: OrderEntity,
  buyer: UserEntity | null,
  refunds: RefundEntity[],
  timeline: AdminOrderEventDto[],
): AdminOrderDetailDto {
  return {
    ...orderBasics(order, buyer),
    items: order.items.map((item) => ({
      id: item.id,
      productId: item.productId,
      title: item.title,
      type: item.type,
      price: formatPrice(item.priceCents),
      quantity: item.quantity,
      refunded: item.refundId !== null,
      refundId: item.refundId,
    })),
    payment: { provider: order.paymentProvider, reference: order.paymentIntentId, method: order.paymentMethod },
    shipping: toOrderShipping(order),
    coupon: toOrderCoupon(order),
    refunds: refunds.map(toAdminOrderRefundDto),
    timeline,
  };
}
