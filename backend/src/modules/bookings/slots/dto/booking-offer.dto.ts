import { ApiProperty } from '@nestjs/swagger';
import { ID_SCHEMA, int4Schema } from '../../../../core/http/int4';
import type { BookingOffer } from '../slots.service';

// A consultation a visitor can book, as the slot picker introduces it.
export class BookingOfferDto {
  @ApiProperty(ID_SCHEMA) productId: number;
  @ApiProperty({ example: 'Strategy Session' }) title: string;
  @ApiProperty({ ...int4Schema(0), example: 15000 }) priceCents: number;
  @ApiProperty({ ...int4Schema(5, 480), example: 60 }) durationMinutes: number;
  @ApiProperty({ example: 'Europe/Berlin', description: "The owner's time zone (the hours are set in it)" })
  ownerTimeZone: string;
  @ApiProperty({
    ...int4Schema(0),
    example: 1440,
    description: 'Until how long before the session it can be moved, or cancelled with a full refund',
  })
  cancelCutoffMinutes: number;
  @ApiProperty({ description: 'true: no payment (an introductory call); booking confirms it at once' })
  free: boolean;
}

export const toBookingOfferDto = (o: BookingOffer): BookingOfferDto => ({
  productId: o.productId,
  title: o.title,
  priceCents: o.priceCents,
  durationMinutes: o.durationMinutes,
  ownerTimeZone: o.ownerTimeZone,
  cancelCutoffMinutes: o.cancelCutoffMinutes,
  free: o.free,
});
