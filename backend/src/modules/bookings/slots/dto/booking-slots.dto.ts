import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDateString, IsInt, Max, Min } from 'class-validator';
import { ID_SCHEMA, INT4_MAX, int4Schema } from '../../../../core/http/int4';
import { BookingsErrors, MAX_SLOTS_DAYS } from '../../bookings.errors';
import type { Slot } from '../slots';

export class ListBookingSlotsQuery {
  @ApiProperty({ ...ID_SCHEMA, description: 'The consultation product' })
  @Type(() => Number)
  @Max(INT4_MAX, { message: BookingsErrors.badProductId })
  @Min(1, { message: BookingsErrors.badProductId })
  @IsInt({ message: BookingsErrors.badProductId })
  productId: number;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-03-09T00:00:00Z', description: 'From (included)' })
  @IsDateString({ strict: true }, { message: BookingsErrors.badInstant('from') })
  from: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-03-16T00:00:00Z',
    description: `Up to (excluded); at most ${MAX_SLOTS_DAYS} days after from`,
  })
  @IsDateString({ strict: true }, { message: BookingsErrors.badInstant('to') })
  to: string;
}

export class BookingSlotDto {
  @ApiProperty({ type: String, format: 'date-time' }) startsAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) endsAt: string;
}

// The free start times of a consultation in a window, as instants: the picker groups them by day
// in the visitor's time zone.
export class BookingSlotsDto {
  @ApiProperty(ID_SCHEMA) productId: number;
  @ApiProperty({ ...int4Schema(5, 480), example: 60 }) durationMinutes: number;
  @ApiProperty({ type: [BookingSlotDto], description: 'Earliest first' }) slots: BookingSlotDto[];
}

export const toBookingSlotsDto = (productId: number, durationMinutes: number, slots: Slot[]): BookingSlotsDto => ({
  productId,
  durationMinutes,
  slots: slots.map((s) => ({ startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString() })),
});
