import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDateString, IsString, Matches, MaxLength } from 'class-validator';
import { ID_SCHEMA, int4Schema } from '../../../core/http/int4';
import { trimmed } from '../../../core/http/transforms';
import { BookingsErrors, MAX_CANCEL_MESSAGE } from '../bookings.errors';
import { BOOKING_STATUSES, type BookingStatus, type CancelledBy } from '../entities/booking.entity';
import type { BookingRow } from '../booking-rows.service';
import { Omittable } from '../../../core/http/omittable';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export class AdminBookingCustomerDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty({ example: 'Ada Lovelace' }) name: string;
  @ApiProperty({ example: 'ada@example.com' }) email: string;
}

// A booked session as the owner's Bookings area lists it.
export class AdminBookingDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty() title: string;
  @ApiProperty({ enum: BOOKING_STATUSES }) status: BookingStatus;
  @ApiProperty({ type: String, format: 'date-time' }) startsAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) endsAt: string;
  @ApiProperty({ type: AdminBookingCustomerDto }) customer: AdminBookingCustomerDto;
  @ApiProperty({ example: 'Europe/Berlin' }) customerTimeZone: string;
  @ApiProperty({ ...ID_SCHEMA, nullable: true, description: 'The order that paid for it; null for a free session' })
  orderId: number | null;
  @ApiProperty({ ...int4Schema(0), description: 'What it cost, in cents' }) priceCents: number;
  @ApiProperty({ enum: ['customer', 'owner', 'refund'], nullable: true }) cancelledBy: CancelledBy | null;
  @ApiProperty({ type: String, nullable: true }) cancelMessage: string | null;
}

export class AdminBookingsDayDto {
  @ApiProperty({ example: '2026-03-10', description: "A day in the owner's time zone" }) day: string;
  @ApiProperty({ type: [AdminBookingDto], description: 'Confirmed and cancelled sessions starting that day' })
  bookings: AdminBookingDto[];
}

export class AdminBookingsDto {
  @ApiProperty({ example: 'Europe/Berlin', description: "The owner's time zone the days are in" }) timeZone: string;
  @ApiProperty({ type: [AdminBookingsDayDto], description: 'Every day from `from` to `to`, in order' })
  days: AdminBookingsDayDto[];
}

export class ListAdminBookingsQuery {
  @ApiProperty({ example: '2026-03-09', description: "The first day (the owner's time zone)" })
  @Matches(DAY, { message: BookingsErrors.dayFormat('from') })
  @IsString({ message: BookingsErrors.dayFormat('from') })
  from: string;

  @ApiProperty({ example: '2026-03-15', description: 'The last day, included (at most 62 days in all)' })
  @Matches(DAY, { message: BookingsErrors.dayFormat('to') })
  @IsString({ message: BookingsErrors.dayFormat('to') })
  to: string;
}

// the owner's words to the customer, in the mail of a move or a cancel
export class OwnerMessageDto {
  @ApiPropertyOptional({ maxLength: MAX_CANCEL_MESSAGE, description: 'Words to the customer in the mail' })
  @Omittable()
  @Transform(trimmed)
  @IsString({ message: 'message must be text' })
  @MaxLength(MAX_CANCEL_MESSAGE, { message: `message must be at most ${MAX_CANCEL_MESSAGE} characters` })
  message?: string;
}

export class MoveBookingDto extends OwnerMessageDto {
  @ApiProperty({ type: String, format: 'date-time', description: 'Any future time the session fits into' })
  @IsDateString({ strict: true }, { message: 'startsAt must be a date and time' })
  startsAt: string;
}

export class CancelBookingAsOwnerDto extends OwnerMessageDto {}

export const toAdminBookingDto = (b: BookingRow): AdminBookingDto => ({
  id: b.id,
  title: b.title,
  status: b.status,
  startsAt: b.startsAt.toISOString(),
  endsAt: b.endsAt.toISOString(),
  customer: { id: b.userId, name: b.customerName, email: b.customerEmail },
  customerTimeZone: b.customerTimeZone,
  orderId: b.orderId,
  priceCents: b.priceCents,
  cancelledBy: b.cancelledBy,
  cancelMessage: b.cancelMessage,
});
