import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { ID_SCHEMA, int4Schema } from '../../../../core/http/int4';
import { BookingsErrors, MAX_LOCATION } from '../../bookings.errors';
import type { ConsultationSettingsRow } from '../consultations.service';

export const MIN_DURATION = 5;
export const MAX_DURATION = 480;

// A consultation product as the owner's Bookings area lists it: how long its sessions are and
// where they happen (saved, or suggested from the product's duration text until saved).
export class ConsultationSettingsDto {
  @ApiProperty(ID_SCHEMA) productId: number;
  @ApiProperty({ example: 'Strategy Session' }) title: string;
  @ApiProperty({ ...int4Schema(0), example: 15000 }) priceCents: number;
  @ApiProperty({ type: String, nullable: true, example: '60 min', description: "The product's duration text" })
  duration: string | null;
  @ApiProperty({
    ...int4Schema(MIN_DURATION, MAX_DURATION),
    description: "Saved, or read from the product's duration text ('60 min', '1.5 hours'), else 60",
  })
  durationMinutes: number;
  @ApiProperty({ example: 'https://meet.example/coach', description: 'A meeting link or a place' })
  location: string;
  @ApiProperty({ description: 'false: never saved, so it cannot be booked yet' })
  saved: boolean;
}

export class SaveConsultationSettingsDto {
  @ApiProperty({ ...int4Schema(MIN_DURATION, MAX_DURATION), example: 60 })
  @Max(MAX_DURATION, { message: BookingsErrors.wholeNumber('durationMinutes', MIN_DURATION, MAX_DURATION) })
  @Min(MIN_DURATION, { message: BookingsErrors.wholeNumber('durationMinutes', MIN_DURATION, MAX_DURATION) })
  @IsInt({ message: BookingsErrors.wholeNumber('durationMinutes', MIN_DURATION, MAX_DURATION) })
  durationMinutes: number;

  @ApiProperty({ maxLength: MAX_LOCATION, example: 'https://meet.example/coach', description: 'May be empty' })
  @MaxLength(MAX_LOCATION, { message: BookingsErrors.locationTooLong })
  @IsString({ message: BookingsErrors.locationNotText })
  location: string;
}

export const toConsultationSettingsDto = (c: ConsultationSettingsRow): ConsultationSettingsDto => ({
  productId: c.productId,
  title: c.title,
  priceCents: c.priceCents,
  duration: c.duration,
  durationMinutes: c.durationMinutes,
  location: c.location,
  saved: c.saved,
});
