import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { int4Schema } from '../../../../core/http/int4';
import { BookingsErrors, MAX_AVAILABILITY_ROWS } from '../../bookings.errors';
import type { BookingAvailability } from '../availability.service';

// The owner's availability as the Bookings area edits it: the rules, the weekly hours and the date
// overrides, all in the booking time zone. The same shape is read (GET) and saved whole (PUT).

export const SLOT_STEPS = [5, 10, 15, 20, 30, 60] as const;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const END_TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

// a whole number in the migration's CHECK range, refused with one sentence
const WholeNumber =
  (field: string, min: number, max: number, description: string): PropertyDecorator =>
  (target, key) => {
    const message = BookingsErrors.wholeNumber(field, min, max);
    ApiProperty({ ...int4Schema(min, max), description })(target, key);
    Max(max, { message })(target, key);
    Min(min, { message })(target, key);
    IsInt({ message })(target, key);
  };

// a time matching `format`, or null (given: a day off sends null times, not none)
const TimeOrNull = (format: RegExp, message: string): PropertyDecorator =>
  ValidateBy(
    {
      name: 'timeOrNull',
      validator: { validate: (value) => value === null || (typeof value === 'string' && format.test(value)) },
    },
    { message },
  );

export class WeeklyHoursDto {
  @WholeNumber('weekday', 1, 7, '1 Monday … 7 Sunday')
  weekday: number;

  @ApiProperty({ example: '09:00', description: 'HH:MM, 24-hour clock' })
  @Matches(TIME, { message: BookingsErrors.badTime('start') })
  @IsString({ message: BookingsErrors.badTime('start') })
  start: string;

  @ApiProperty({ example: '17:00', description: 'HH:MM, after start; 24:00 is midnight at the end of the day' })
  @Matches(END_TIME, { message: BookingsErrors.badEndTime('end') })
  @IsString({ message: BookingsErrors.badEndTime('end') })
  end: string;
}

export class DateOverrideDto {
  @ApiProperty({ example: '2026-12-24', description: 'A calendar day in the booking time zone' })
  @Matches(DAY, { message: BookingsErrors.badDay })
  @IsString({ message: BookingsErrors.badDay })
  day: string;

  @ApiProperty({ type: String, nullable: true, example: '10:00', description: 'null with end: a day off' })
  @TimeOrNull(TIME, BookingsErrors.badOverrideTime('start'))
  start: string | null;

  @ApiProperty({ type: String, nullable: true, example: '12:00', description: 'null with start: a day off' })
  @TimeOrNull(END_TIME, BookingsErrors.badOverrideTime('end'))
  end: string | null;
}

export class BookingAvailabilityDto {
  @ApiProperty({
    example: 'Europe/Berlin',
    description: "The IANA time zone of the hours (read: the effective one, the site's time zone until one is saved)",
  })
  @MaxLength(64, { message: ({ value }) => BookingsErrors.unknownTimeZone(String(value)) })
  @IsNotEmpty({ message: BookingsErrors.timeZoneRequired })
  @IsString({ message: BookingsErrors.timeZoneRequired })
  timeZone: string;

  @WholeNumber('bufferBeforeMinutes', 0, 240, 'Free minutes kept before each session')
  bufferBeforeMinutes: number;

  @WholeNumber('bufferAfterMinutes', 0, 240, 'Free minutes kept after each session')
  bufferAfterMinutes: number;

  @WholeNumber('minNoticeMinutes', 0, 43200, 'How long before a session it can be booked at the latest')
  minNoticeMinutes: number;

  @WholeNumber('horizonDays', 1, 365, 'How many days ahead times are offered')
  horizonDays: number;

  @ApiProperty({
    type: 'integer',
    format: 'int32',
    enum: SLOT_STEPS,
    example: 30,
    description: 'The distance between two offered start times',
  })
  @IsIn(SLOT_STEPS, { message: BookingsErrors.slotStep })
  slotStepMinutes: number;

  @WholeNumber(
    'cancelCutoffMinutes',
    0,
    43200,
    'Until how long before a session a customer can move it, or cancel it with a full refund',
  )
  cancelCutoffMinutes: number;

  @ApiProperty({ type: [WeeklyHoursDto], description: 'The usual week; a weekday may have several stretches' })
  @ValidateNested({ each: true })
  @Type(() => WeeklyHoursDto)
  @ArrayMaxSize(MAX_AVAILABILITY_ROWS, { message: BookingsErrors.tooManyRows })
  @IsArray({ message: 'weekly must be a list' })
  weekly: WeeklyHoursDto[];

  @ApiProperty({
    type: [DateOverrideDto],
    description:
      "Days not like their weekday: rows with times replace the day's weekly hours; a row without is a day off",
  })
  @ValidateNested({ each: true })
  @Type(() => DateOverrideDto)
  @ArrayMaxSize(MAX_AVAILABILITY_ROWS, { message: BookingsErrors.tooManyRows })
  @IsArray({ message: 'overrides must be a list' })
  overrides: DateOverrideDto[];
}

export const toBookingAvailabilityDto = (a: BookingAvailability): BookingAvailabilityDto => ({
  timeZone: a.timeZone,
  bufferBeforeMinutes: a.bufferBeforeMinutes,
  bufferAfterMinutes: a.bufferAfterMinutes,
  minNoticeMinutes: a.minNoticeMinutes,
  horizonDays: a.horizonDays,
  slotStepMinutes: a.slotStepMinutes,
  cancelCutoffMinutes: a.cancelCutoffMinutes,
  weekly: a.weekly.map((w) => ({ weekday: w.weekday, start: w.start, end: w.end })),
  overrides: a.overrides.map((o) => ({ day: o.day, start: o.start, end: o.end })),
});
