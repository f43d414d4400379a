import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsNotEmpty, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { ID_SCHEMA, INT4_MAX } from '../../../../core/http/int4';
import { Omittable } from '../../../../core/http/omittable';
import { PRICE_PATTERN } from '../../catalogue/dto/save-product.dto';
import { OFFER_KINDS, type ProductOfferEntity } from '../../entities/product-offer.entity';
import type { ProductEntity } from '../../entities/product.entity';
import { formatPrice } from '../../money';

// The owner's view of an offer (Product Manager).
export class ProductOfferDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty({ enum: OFFER_KINDS }) kind: string;
  @ApiProperty(ID_SCHEMA) productId: number;
  @ApiProperty(ID_SCHEMA) offeredProductId: number;
  @ApiProperty({ example: '$19', description: 'What the buyer pays for the offered product' }) price: string;
  @ApiProperty({ example: 1900 }) priceCents: number;
  @ApiProperty({ example: 'Add the companion workbook' }) headline: string;
  @ApiProperty() text: string;
  @ApiProperty() active: boolean;
}

export class ProductOffersDto {
  @ApiProperty({ type: ProductOfferDto, nullable: true, description: 'The tick box at its checkout' })
  bump: ProductOfferDto | null;
  @ApiProperty({ type: ProductOfferDto, nullable: true, description: 'The one-click offer once it is paid' })
  upsell: ProductOfferDto | null;
}

export function toProductOfferDto(o: ProductOfferEntity): ProductOfferDto {
  const { id, kind, productId, offeredProductId, priceCents, headline, text, active } = o;
  return { id, kind, productId, offeredProductId, price: formatPrice(priceCents), priceCents, headline, text, active };
}

export class SaveProductOfferDto {
  @ApiProperty({ ...ID_SCHEMA, description: 'The product offered: published, not the product itself' })
  @Max(INT4_MAX, { message: 'Choose the product to offer' })
  @Min(1, { message: 'Choose the product to offer' })
  @IsInt({ message: 'Choose the product to offer' })
  offeredProductId: number;

  @ApiProperty({ example: '19', description: 'Its price in this offer: from $0.50 to the offered product’s price' })
  @Matches(PRICE_PATTERN, { message: 'Price must be an amount such as 19 or 19.50' })
  @IsString({ message: 'Price must be an amount such as 19 or 19.50' })
  price: string;

  @ApiProperty({ example: 'Add the companion workbook', maxLength: 120 })
  @MaxLength(120, { message: 'The headline must be at most 120 characters' })
  @IsNotEmpty({ message: 'Please write a headline for the offer' })
  @IsString({ message: 'Please write a headline for the offer' })
  headline: string;

  @ApiPropertyOptional({ maxLength: 500, default: '' })
  @Omittable()
  @MaxLength(500, { message: 'The text must be at most 500 characters' })
  @IsString({ message: 'The text must be text' })
  text?: string;

  @ApiPropertyOptional({ default: true, description: 'false keeps the offer without showing it' })
  @Omittable()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}

// A bump as its checkout shows it: "Add <title> for $X", with the owner's words.
export class BumpOfferDto {
  @ApiProperty({ ...ID_SCHEMA, description: 'Sent back in `bumps` of POST /api/create-payment-intent when ticked' })
  id: number;
  @ApiProperty({ ...ID_SCHEMA, description: 'The basket’s product it is offered with' }) productId: number;
  @ApiProperty(ID_SCHEMA) offeredProductId: number;
  @ApiProperty({ description: 'The offered product’s title' }) title: string;
  @ApiProperty() headline: string;
  @ApiProperty() text: string;
  @ApiProperty({ example: '$19' }) price: string;
  @ApiProperty({ example: 1900 }) priceCents: number;
  @ApiProperty({ example: '$29', description: 'The offered product’s own price' }) regularPrice: string;
  @ApiProperty({ description: 'It is shipped (the checkout then asks where)' }) requiresShipping: boolean;
}

export class BumpOffersDto {
  @ApiProperty({ type: [BumpOfferDto] }) bumps: BumpOfferDto[];
}

export function toBumpOfferDto(offer: ProductOfferEntity, offered: ProductEntity): BumpOfferDto {
  return {
    id: offer.id,
    productId: offer.productId,
    offeredProductId: offered.id,
    title: offered.title,
    headline: offer.headline,
    text: offer.text,
    price: formatPrice(offer.priceCents),
    priceCents: offer.priceCents,
    regularPrice: formatPrice(offered.priceCents),
    requiresShipping: offered.requiresShipping,
  };
}
