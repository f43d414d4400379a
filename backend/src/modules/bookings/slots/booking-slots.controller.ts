import { BadRequestException, Controller, Get, Header, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../core/access/access.decorators';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { IdParam } from '../../../core/http/int4';
import { BookingsErrors, MAX_SLOTS_DAYS } from '../bookings.errors';
import { BookingOfferDto, toBookingOfferDto } from './dto/booking-offer.dto';
import { BookingSlotsDto, ListBookingSlotsQuery, toBookingSlotsDto } from './dto/booking-slots.dto';
import { SlotsService } from './slots.service';

const DAY = 24 * 60 * 60_000;
// free times change with every booking: never kept by a cache
const NO_STORE = 'no-store';

// What anybody may read before booking: a consultation's offer, the free introductory call, and
// the free times of a consultation.
@ApiTags('bookings')
@Controller('bookings')
export class BookingSlotsController {
  constructor(private readonly slots: SlotsService) {}

  @Get('slots')
  @Public()
  @Header('Cache-Control', NO_STORE)
  @ApiOperation({ summary: `The free start times of a consultation in [from, to) (at most ${MAX_SLOTS_DAYS} days)` })
  @ApiOkResponse({ type: BookingSlotsDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'from/to not instants, backwards or too far apart' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: '"This session cannot be booked yet."' })
  async listBookingSlots(@Query() query: ListBookingSlotsQuery): Promise<BookingSlotsDto> {
    const from = new Date(query.from);
    const to = new Date(query.to);
    if (to <= from) throw new BadRequestException(BookingsErrors.windowBackwards);
    if (to.getTime() - from.getTime() > MAX_SLOTS_DAYS * DAY)
      throw new BadRequestException(BookingsErrors.windowTooLong);
    const { durationMinutes, slots } = await this.slots.listed(query.productId, from, to);
    return toBookingSlotsDto(query.productId, durationMinutes, slots);
  }

  @Get('consultations/:productId')
  @Public()
  @Header('Cache-Control', NO_STORE)
  @ApiOperation({ summary: 'A consultation that can be booked: its length, price, the owner’s time zone and cut-off' })
  @ApiOkResponse({ type: BookingOfferDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: '"This session cannot be booked yet."' })
  async getBookingOffer(@IdParam('productId') productId: number): Promise<BookingOfferDto> {
    return toBookingOfferDto(await this.slots.offer(productId));
  }

  @Get('intro-call')
  @Public()
  @Header('Cache-Control', NO_STORE)
  @ApiOperation({ summary: 'The free introductory call (a consultation priced 0), when the owner offers one' })
  @ApiOkResponse({ type: BookingOfferDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: '"No introductory call is offered at the moment."' })
  async getIntroCall(): Promise<BookingOfferDto> {
    return toBookingOfferDto(await this.slots.introCall());
  }
}
