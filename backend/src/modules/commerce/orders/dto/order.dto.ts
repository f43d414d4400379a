import { ApiProperty } from '@nestjs/swagger';
import { ID_SCHEMA, int4Schema } from '../../../../core/http/int4';
import type { SignedDownload } from '../downloads.service';
import type { OrderEntity } from '../../entities/order.entity';
import { SPEC_PRODUCT_TYPES } from '../../product-types/product-type-vocabulary';
import { formatPrice } from '../../money';
import { OrderCouponDto, toOrderCoupon } from '../../coupons/dto/coupon.dto';
import { OrderShippingDto, toOrderShipping } from '../../shipping/dto/shipping.dto';

export class OrderItemDto {
  @ApiProperty({ ...int4Schema(0), description: '0 once the product is deleted' }) productId: number;
  @ApiProperty() title: string;
  @ApiProperty({ enum: SPEC_PRODUCT_TYPES }) type: string;
  @ApiProperty({ example: '$49.99' }) price: string;
  @ApiProperty(int4Schema(1)) quantity: number;
  @ApiProperty({ description: 'A refund takes it back (its download, if any, has stopped)' }) refunded: boolean;
}

export class OrderDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  // listed: completed, refunded, and pending while being paid
  @ApiProperty({ enum: ['pending', 'completed', 'failed', 'cancelled', 'refunded'] }) status: string;
  @ApiProperty({ example: '$49.99' }) totalAmount: string;
  @ApiProperty({ type: String, nullable: true, example: '$24.99', description: 'What refunds gave back; null if none' })
  refundedAmount: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'card' }) paymentMethod: string | null;
  @ApiProperty({ type: OrderShippingDto, nullable: true, description: 'null when nothing in it is shipped' })
  shipping: OrderShippingDto | null;
  @ApiProperty({ type: OrderCouponDto, nullable: true, description: 'The coupon’s discount (the total is after it)' })
  coupon: OrderCouponDto | null;
  @ApiProperty({ type: [OrderItemDto] }) items: OrderItemDto[];
}

export function toOrderDto(o: OrderEntity): OrderDto {
  return {
    id: o.id,
    createdAt: o.createdAt.toISOString(),
    status: o.status,
    totalAmount: formatPrice(o.totalCents),
    refundedAmount: o.refundedCents > 0 ? formatPrice(o.refundedCents) : null,
    paymentMethod: o.paymentMethod,
    shipping: toOrderShipping(o),
    coupon: toOrderCoupon(o),
    items: (o.items ?? []).map((i) => ({
      productId: i.productId ?? 0,
      title: i.title,
      type: i.type,
      price: formatPrice(i.priceCents),
      quantity: i.quantity,
      refunded: i.refundId !== null,
    })),
  };
}

export class DownloadDto {
  @ApiProperty(ID_SCHEMA) itemId: number;
  @ApiProperty(ID_SCHEMA) orderId: number;
  @ApiProperty(ID_SCHEMA) productId: number;
  @ApiProperty() title: string;
  @ApiProperty() fileName: string;
  @ApiProperty({ format: 'uri-reference', description: 'Signed for the signed-in buyer; expires after 15 minutes' })
  url: string;
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) purchasedAt: string;
}

export function toDownloadDto(d: SignedDownload): DownloadDto {
  return {
    itemId: d.itemId,
    orderId: d.orderId,
    productId: d.productId,
    title: d.title,
    fileName: d.fileName,
    url: d.url,
    expiresAt: d.expiresAt.toISOString(),
    purchasedAt: d.purchasedAt.toISOString(),
  };
}

export class ReceiptSentDto {
  @ApiProperty({ example: 'We have sent the receipt to you@example.com again.' })
  message: string;
}
