import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { SignedIn } from '../../core/access/access.decorators';
import { CurrentUser, type SessionUser } from '../../core/access/session-user';
import { ErrorResponseDto } from '../../core/http/error-response.dto';
import { RateLimit } from '../../core/rate-limit/rate-limit.decorator';
import { IdParam } from '../../core/http/int4';
import { BookingsErrors } from './bookings.errors';
import { BookingDto, RescheduleBookingDto } from './dto/booking.dto';
import { MyBookingsService } from './my-bookings.service';

const NOT_FOUND = `"${BookingsErrors.bookingNotFound}" (also for another account's booking)`;

// The signed-in customer's sessions: the upcoming ones, one of them, moving it to another offered
// time before the cut-off, cancelling it (refunded in full before the cut-off, not after).
// Listed after the public bookings routes (/bookings/slots…) in BookingsModule: `:id` takes digits only.
@ApiTags('bookings')
@SignedIn()
@Controller('bookings')
export class MyBookingsController {
  constructor(private readonly mine: MyBookingsService) {}

  @Get('mine')
  @ApiOperation({ summary: "The account's booked sessions not yet ended, soonest first" })
  @ApiOkResponse({ type: [BookingDto] })
  listMyBookings(@CurrentUser() user: SessionUser): Promise<BookingDto[]> {
    return this.mine.listUpcoming(user.id);
  }

  @Get(':id')
  @ApiOperation({ summary: "One of the account's bookings, with what its cut-off still allows" })
  @ApiOkResponse({ type: BookingDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND })
  getMyBooking(@CurrentUser() user: SessionUser, @IdParam('id') id: number): Promise<BookingDto> {
    return this.mine.get(user.id, id);
  }

  @Post(':id/reschedule')
  @HttpCode(200)
  @RateLimit({ name: 'change-booking', by: 'user', limit: 20, windowSeconds: 3600 })
  @ApiOperation({
    summary:
      'Move the session to another offered time, before the cut-off only: the same booking (and calendar ' +
      'invitation, updated), both sides mailed',
  })
  @ApiOkResponse({ type: BookingDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: `"${BookingsErrors.notAvailable}" or "${BookingsErrors.unknownTimeZone('Mars/Base')}"`,
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: `"${BookingsErrors.tooLateToMove('24 hours')}", "${BookingsErrors.justTaken}" or "${BookingsErrors.notConfirmed}"`,
  })
  rescheduleBooking(
    @CurrentUser() user: SessionUser,
    @IdParam('id') id: number,
    @Body() body: RescheduleBookingDto,
  ): Promise<BookingDto> {
    return this.mine.reschedule(user.id, id, { startsAt: new Date(body.startsAt), timeZone: body.timeZone });
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @RateLimit({ name: 'change-booking', by: 'user', limit: 20, windowSeconds: 3600 })
  @ApiOperation({
    summary:
      'Cancel the session: before the cut-off its payment is refunded in full, after it nothing is ' +
      '(refundOnCancel says which beforehand)',
  })
  @ApiOkResponse({ type: BookingDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND })
  @ApiConflictResponse({ type: ErrorResponseDto, description: `"${BookingsErrors.notConfirmed}"` })
  cancelBooking(@CurrentUser() user: SessionUser, @IdParam('id') id: number): Promise<BookingDto> {
    return this.mine.cancel(user.id, id);
  }
}
