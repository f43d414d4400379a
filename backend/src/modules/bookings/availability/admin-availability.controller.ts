import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../core/access/access.decorators';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { IdParam } from '../../../core/http/int4';
import { AvailabilityService } from './availability.service';
import { ConsultationsService } from './consultations.service';
import { BookingAvailabilityDto, toBookingAvailabilityDto } from './dto/booking-availability.dto';
import {
  ConsultationSettingsDto,
  SaveConsultationSettingsDto,
  toConsultationSettingsDto,
} from './dto/consultation-settings.dto';

// The owner's Bookings area: when they can be booked (rules, weekly hours, date overrides) and how
// long and where each consultation's sessions are.
@ApiTags('bookings admin')
@AdminOnly()
@Controller('admin/bookings')
export class AdminAvailabilityController {
  constructor(
    private readonly availability: AvailabilityService,
    private readonly consultations: ConsultationsService,
  ) {}

  @Get('availability')
  @ApiOperation({ summary: "The owner's availability: rules, weekly hours and date overrides, in its time zone" })
  @ApiOkResponse({ type: BookingAvailabilityDto })
  async getBookingAvailability(): Promise<BookingAvailabilityDto> {
    return toBookingAvailabilityDto(await this.availability.read());
  }

  @Put('availability')
  @ApiOperation({ summary: 'Replace the whole availability at once (bookings made keep their times)' })
  @ApiOkResponse({ type: BookingAvailabilityDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'An unknown time zone, hours that end before they start or overlap on a day, a bad day or number',
  })
  async saveBookingAvailability(@Body() body: BookingAvailabilityDto): Promise<BookingAvailabilityDto> {
    return toBookingAvailabilityDto(await this.availability.save(body));
  }

  @Get('consultations')
  @ApiOperation({ summary: 'Every consultation product in the shop with its session length and meeting place' })
  @ApiOkResponse({ type: [ConsultationSettingsDto] })
  async listConsultationSettings(): Promise<ConsultationSettingsDto[]> {
    return (await this.consultations.list()).map(toConsultationSettingsDto);
  }

  @Put('consultations/:productId')
  @ApiOperation({ summary: "Save a consultation's session length and meeting link or place: it can be booked then" })
  @ApiOkResponse({ type: ConsultationSettingsDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: '"This product is not a consultation."' })
  async saveConsultationSettings(
    @IdParam('productId') productId: number,
    @Body() body: SaveConsultationSettingsDto,
  ): Promise<ConsultationSettingsDto> {
    return toConsultationSettingsDto(await this.consultations.save(productId, body));
  }
}
