import { ApiProperty } from '@nestjs/swagger';
import { ID_SCHEMA } from '../../../../core/http/int4';
import { formatPrice } from '../../money';
import { OrderDto } from '../../orders/dto/order.dto';
import type { OpenUpsell } from '../upsells.service';

// A one-click offer after a paid order, as its thank-you card shows it.
export class UpsellOfferDto {
  @ApiProperty({ ...ID_SCHEMA, description: 'The paid order it follows: POST /api/upsell-offers/{orderId}/accept' })
  orderId: number;
  @ApiProperty(ID_SCHEMA) offerId: number;
  @ApiProperty(ID_SCHEMA) productId: number;
  @ApiProperty({ description: 'The offered product’s title' }) title: string;
  @ApiProperty() headline: string;
  @ApiProperty() text: string;
  @ApiProperty({ example: '$19' }) price: string;
  @ApiProperty({ example: 1900 }) priceCents: number;
  @ApiProperty({ example: '$29', description: 'The offered product’s own price' }) regularPrice: string;
  @ApiProperty({ type: String, format: 'date-time', description: 'Offered until then (30 minutes after the payment)' })
  expiresAt: string;
}

export class UpsellOffersDto {
  @ApiProperty({ type: [UpsellOfferDto] }) offers: UpsellOfferDto[];
}

export class UpsellAcceptedDto {
  @ApiProperty({ example: 'Added to your purchases: Companion Workbook.' }) message: string;
  @ApiProperty({ type: OrderDto, description: 'The upsell’s own order, paid' }) order: OrderDto;
}

export function toUpsellOfferDto({ order, offer, offered, until }: OpenUpsell): UpsellOfferDto {
  return {
    orderId: order.id,
    offerId: offer.id,
    productId: offered.id,
    title: offered.title,
    headline: offer.headline,
    text: offer.text,
    price: formatPrice(offer.priceCents),
    priceCents: offer.priceCents,
    regularPrice: formatPrice(offered.priceCents),
    expiresAt: until.toISOString(),
  };
}
