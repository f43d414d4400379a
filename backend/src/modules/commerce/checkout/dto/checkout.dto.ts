import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsPositive,
  IsString,
  Matches,
  MaxLength,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { ID_SCHEMA, INT4_MAX } from '../../../../core/http/int4';
import { CommerceErrors } from '../../commerce.errors';
import { ShippingAddressDto } from '../../shipping/dto/shipping.dto';
import { Omittable } from '../../../../core/http/omittable';

const OFFLINE_SECRET = /^offline_pi_\d+_[0-9a-f]+_secret_[0-9a-f]+$/;
const TEST_CARD = /^\d{16}$/;

export class CreatePaymentIntentDto {
  @ApiProperty({
    example: 49.99,
    minimum: 0,
    exclusiveMinimum: true,
    maximum: 1_000_000,
    description: 'The total the shopper saw, in dollars; checked against the server’s prices',
  })
  @Max(1_000_000, { message: 'The amount is too large' })
  @IsPositive({ message: 'The amount must be above 0' })
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'The amount must be a number of dollars' })
  amount: number;

  @ApiProperty({ type: 'array', items: ID_SCHEMA, minItems: 1, maxItems: 20, example: [3] })
  @Max(INT4_MAX, { each: true, message: CommerceErrors.productsUnavailable })
  @Min(1, { each: true, message: CommerceErrors.productsUnavailable })
  @IsInt({ each: true, message: 'Product ids must be whole numbers' })
  @ArrayMaxSize(20, { message: 'At most 20 products per order' })
  @ArrayMinSize(1, { message: 'Choose at least one product' })
  @IsArray({ message: 'productIds must be a list of product ids' })
  productIds: number[];

  @ApiPropertyOptional({
    type: ShippingAddressDto,
    description:
      'Where to ship: required when a product needs shipping (the flat rate of GET /api/payments/config is ' +
      'then part of the amount); kept on the account for the next checkout',
  })
  @Omittable()
  @ValidateNested()
  @Type(() => ShippingAddressDto)
  @IsObject({ message: 'shippingAddress must be an address' })
  shippingAddress?: ShippingAddressDto;

  @ApiPropertyOptional({ example: 'SPRING10', description: 'A coupon: the amount is then after its discount' })
  @Omittable()
  @MaxLength(40, { message: 'This code is not valid. Please check it and try again.' })
  @IsString({ message: 'couponCode must be text' })
  couponCode?: string;

  @ApiPropertyOptional({
    default: false,
    description:
      'Pay in the product’s monthly instalments (its `plan`): one product on its own, no code; the amount is ' +
      'then its first instalment (plus shipping), the later ones charged to the same card a month apart',
  })
  @Omittable()
  @IsBoolean({ message: 'plan must be true or false' })
  plan?: boolean;

  @ApiPropertyOptional({
    type: 'array',
    items: ID_SCHEMA,
    maxItems: 20,
    example: [4],
    description:
      'The order bumps ticked (ids from GET /api/checkout/bumps): each adds its product at the offer’s price, ' +
      'which the amount includes; a coupon takes nothing off a bump; not with a plan',
  })
  @Omittable()
  @Max(INT4_MAX, { each: true, message: CommerceErrors.offerUnavailable })
  @Min(1, { each: true, message: CommerceErrors.offerUnavailable })
  @IsInt({ each: true, message: 'Offer ids must be whole numbers' })
  @ArrayMaxSize(20, { message: 'At most 20 offers per order' })
  @IsArray({ message: 'bumps must be a list of offer ids' })
  bumps?: number[];
}

export class ClientSecretDto {
  @ApiProperty({ example: 'pi_3Nx..._secret_...' })
  clientSecret: string;
}

export class PaymentConfigDto {
  @ApiProperty({
    enum: ['stripe', 'offline'],
    description: 'offline: the site’s own test card form (no Stripe keys configured)',
  })
  provider: 'stripe' | 'offline';

  @ApiProperty({ type: String, nullable: true })
  publishableKey: string | null;

  @ApiProperty({ example: 5, description: 'The flat shipping rate in cents, added once when a product needs shipping' })
  shippingRateCents: number;
}

export class OfflineConfirmDto {
  @ApiProperty({ pattern: OFFLINE_SECRET.source })
  @Matches(OFFLINE_SECRET, { message: 'This payment is not an offline test payment' })
  @IsNotEmpty({ message: 'clientSecret is required' })
  @IsString({ message: 'clientSecret is required' })
  clientSecret: string;

  @ApiProperty({
    example: '4242424242424242',
    pattern: TEST_CARD.source,
    description: '4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined',
  })
  @Matches(TEST_CARD, { message: 'Please enter the 16 digits of the test card' })
  @IsString({ message: 'Please enter the 16 digits of the test card' })
  cardNumber: string;
}

export class OfflineConfirmResultDto {
  @ApiProperty({ enum: ['succeeded', 'declined'] })
  @IsIn(['succeeded', 'declined'])
  status: 'succeeded' | 'declined';

  @ApiProperty()
  message: string;
}
