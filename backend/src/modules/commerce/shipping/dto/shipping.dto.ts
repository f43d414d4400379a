import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { trimmed } from '../../../../core/http/transforms';
import type { OrderEntity } from '../../entities/order.entity';
import type { ShippingAddress } from '../../entities/shipping-address';
import { formatPrice } from '../../money';
import { trackingUrl } from '../tracking-links';

// an empty optional line is no line
const optionalLine = ({ value }: { value: unknown }) => {
  const text = typeof value === 'string' ? value.trim() : value;
  return text === '' ? null : text;
};

// a line that must be there; its rules are checked in the order given
const Line = (label: string, max: number, example: string) =>
  applyDecorators(
    ApiProperty({ maxLength: max, example }),
    Transform(trimmed),
    IsString({ message: `${label} is required` }),
    IsNotEmpty({ message: `${label} is required` }),
    MaxLength(max, { message: `${label} must be at most ${max} characters` }),
  );

const OptionalLine = (label: string, max: number, example: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: max, example }),
    Transform(optionalLine),
    IsOptional(),
    IsString({ message: `${label} must be text` }),
    MaxLength(max, { message: `${label} must be at most ${max} characters` }),
  );

export class ShippingAddressDto implements ShippingAddress {
  @Line('Full name', 100, 'Ada Lovelace') name: string;
  @Line('Address', 200, '12 Market Street') line1: string;
  @OptionalLine('Address line 2', 200, 'Apartment 4') line2: string | null;
  @Line('City', 100, 'Springfield') city: string;
  @OptionalLine('State or region', 100, 'IL') region: string | null;
  @Line('Postal code', 20, '62701') postalCode: string;
  @Line('Country', 60, 'United States') country: string;
}

// the fields in one order, optional lines as null (as stored and compared)
export const toShippingAddress = (a: ShippingAddress): ShippingAddress => ({
  name: a.name,
  line1: a.line1,
  line2: a.line2 ?? null,
  city: a.city,
  region: a.region ?? null,
  postalCode: a.postalCode,
  country: a.country,
});

export const sameAddress = (a: ShippingAddress | null, b: ShippingAddress | null) =>
  JSON.stringify(a && toShippingAddress(a)) === JSON.stringify(b && toShippingAddress(b));

export class SavedShippingAddressDto {
  @ApiProperty({ type: ShippingAddressDto, nullable: true }) address: ShippingAddressDto | null;
}

export class ShopSettingsDto {
  @ApiProperty({ example: '$5', description: 'The flat rate charged once per order that needs shipping' })
  shippingRate: string;
}

export class SaveShopSettingsDto {
  @ApiProperty({ example: 5, minimum: 0, maximum: 1000, description: 'The flat shipping rate, in dollars' })
  @Max(1000, { message: 'The shipping rate must be at most $1000' })
  @Min(0, { message: 'The shipping rate cannot be negative' })
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'The shipping rate must be a number of dollars' })
  shippingRate: number;
}

export class MarkShippedDto {
  @Line('Carrier', 60, 'UPS') carrier: string;
  @Line('Tracking number', 100, '1Z999AA10123456784') trackingNumber: string;
}

export class ShippedDto {
  @ApiProperty({ example: 'Order #12 is marked shipped; the buyer has been told.' }) message: string;
}

// the shipping of an order, as the buyer and the owner see it
export class OrderShippingDto {
  @ApiProperty({ example: '$5' }) amount: string;
  @ApiProperty({ type: ShippingAddressDto, nullable: true, description: 'null once the buyer deleted the account' })
  address: ShippingAddressDto | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) shippedAt: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'UPS' }) carrier: string | null;
  @ApiProperty({ type: String, nullable: true, example: '1Z999AA10123456784' }) trackingNumber: string | null;
  @ApiProperty({
    type: String,
    format: 'uri',
    nullable: true,
    example: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    description: "The carrier's tracking page for the number; null when the carrier is not one the site knows",
  })
  trackingUrl: string | null;
}

// null for an order with nothing to ship
export function toOrderShipping(o: OrderEntity): OrderShippingDto | null {
  if (!o.shippingAddress && !o.shippingCents && !o.shippedAt) return null;
  return {
    amount: formatPrice(o.shippingCents),
    address: o.shippingAddress && toShippingAddress(o.shippingAddress),
    shippedAt: o.shippedAt?.toISOString() ?? null,
    carrier: o.carrier,
    trackingNumber: o.trackingNumber,
    trackingUrl: trackingUrl(o.carrier, o.trackingNumber),
  };
}
