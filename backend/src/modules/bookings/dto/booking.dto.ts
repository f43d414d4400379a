import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDateString, IsInt, IsString, Max, Min } from 'class-validator';
import { ID_SCHEMA, INT4_MAX, int4Schema } from '../../../core/http/int4';
import { BOOKING_STATUSES, type BookingStatus, type CancelledBy } from '../entities/booking.entity';
import { bookingTerms } from '../booking-terms';
import type { BookingRow } from '../booking-rows.service';
import { Omittable } from '../../../core/http/omittable';

const CANCELLED_BY = ['customer', 'owner', 'refund'] as const;

// A session of the signed-in customer: its time, what it costs, and what they may still do with it
// (move it before the cut-off; cancel it, refunded in full before the cut-off, not after).
export class BookingDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty({ ...ID_SCHEMA, nullable: true, description: 'null once the product is deleted' })
  productId: number | null;
  @ApiProperty() title: string;
  @ApiProperty({
    enum: BOOKING_STATUSES,
    description: 'held: kept while its checkout is paid; confirmed: booked; cancelled; released: a hold given up',
  })
  status: BookingStatus;
  @ApiProperty({ type: String, format: 'date-time' }) startsAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) endsAt: string;
  @ApiProperty({ example: 'Europe/Berlin', description: 'The zone the customer chose the time in' })
  customerTimeZone: string;
  @ApiProperty({ type: String, nullable: true, description: 'The meeting link or place; null unless confirmed' })
  location: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'A hold not yet in a checkout is released then; null otherwise',
  })
  holdExpiresAt: string | null;
  @ApiProperty({ ...ID_SCHEMA, nullable: true, description: 'The order that pays for it; null for a free session' })
  orderId: number | null;
  @ApiProperty({ ...int4Schema(0), description: 'What it costs (paid), in cents' }) priceCents: number;
  @ApiProperty({
    type: String,
    format: 'date-time',
    description: 'Before this instant it can be moved, and a cancel is refunded in full',
  })
  cutoffAt: string;
  @ApiProperty({ description: 'Confirmed and before the cut-off' }) canReschedule: boolean;
  @ApiProperty({ description: 'Cancelling it now gives the money back in full (confirmed, paid, before the cut-off)' })
  refundOnCancel: boolean;
  @ApiProperty({
    description: 'Its payment is refunded, or the refund is under way (after a cancel before the cut-off)',
  })
  refunded: boolean;
  @ApiProperty({ enum: CANCELLED_BY, nullable: true }) cancelledBy: CancelledBy | null;
  @ApiProperty({ type: String, nullable: true, description: "The owner's words when they cancelled it" })
  cancelMessage: string | null;
}

export class BookSessionDto {
  @ApiProperty({ ...ID_SCHEMA, description: 'The consultation product' })
  @Type(() => Number)
  @Max(INT4_MAX, { message: 'productId must be a product id' })
  @Min(1, { message: 'productId must be a product id' })
  @IsInt({ message: 'productId must be a product id' })
  productId: number;

  @ApiProperty({ type: String, format: 'date-time', description: 'One of the slots offered (listBookingSlots)' })
  @IsDateString({ strict: true }, { message: 'startsAt must be a date and time' })
  startsAt: string;

  @ApiProperty({ example: 'Europe/Berlin', description: "The customer's time zone (IANA): their mails show it" })
  @IsString({ message: 'timeZone must be text' })
  timeZone: string;
}

export class RescheduleBookingDto {
  @ApiProperty({ type: String, format: 'date-time', description: 'One of the slots offered (listBookingSlots)' })
  @IsDateString({ strict: true }, { message: 'startsAt must be a date and time' })
  startsAt: string;

  @ApiPropertyOptional({ example: 'Europe/Berlin', description: "The customer's time zone, when it changed" })
  @Omittable()
  @IsString({ message: 'timeZone must be text' })
  timeZone?: string;
}

export const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

export const toBookingDto = (b: BookingRow, cutoffMinutes: number, now: Date): BookingDto => {
  const terms = bookingTerms(b, cutoffMinutes, now);
  return {
    id: b.id,
    productId: b.productId,
    title: b.title,
    status: b.status,
    startsAt: b.startsAt.toISOString(),
    endsAt: b.endsAt.toISOString(),
    customerTimeZone: b.customerTimeZone,
    location: b.status === 'confirmed' ? b.location : null,
    holdExpiresAt: iso(b.holdExpiresAt),
    orderId: b.orderId,
    priceCents: b.priceCents,
    cutoffAt: terms.cutoffAt.toISOString(),
    canReschedule: terms.canReschedule,
    refundOnCancel: terms.refundOnCancel,
    refunded: b.refunded,
    cancelledBy: b.cancelledBy,
    cancelMessage: b.cancelMessage,
  };
};
