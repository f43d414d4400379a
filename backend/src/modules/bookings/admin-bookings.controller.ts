import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly } from '../../core/access/access.decorators';
import { CurrentUser, type SessionUser } from '../../core/access/session-user';
import { ErrorResponseDto } from '../../core/http/error-response.dto';
import { IdParam } from '../../core/http/int4';
import { AdminBookingsService } from './admin-bookings.service';
import { BookingsErrors } from './bookings.errors';
import {
  AdminBookingDto,
  AdminBookingsDto,
  CancelBookingAsOwnerDto,
  ListAdminBookingsQuery,
  MoveBookingDto,
  toAdminBookingDto,
} from './dto/admin-booking.dto';

// The owner's sessions by day, and moving or cancelling one of them.
@ApiTags('admin: bookings')
@AdminOnly()
@Controller('admin/bookings')
export class AdminBookingsController {
  constructor(private readonly bookings: AdminBookingsService) {}

  @Get()
  @ApiOperation({
    summary:
      "The confirmed and cancelled sessions of each day from `from` to `to` (the owner's time zone, at most 62 days)",
  })
  @ApiOkResponse({ type: AdminBookingsDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `"${BookingsErrors.daysRange}"` })
  listAdminBookings(@Query() query: ListAdminBookingsQuery): Promise<AdminBookingsDto> {
    return this.bookings.days(query.from, query.to);
  }

  @Post(':id/move')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Move a booked session to any future time it fits into (hours and notice do not apply); the customer ' +
      'is mailed with the message and an updated invitation',
  })
  @ApiOkResponse({ type: AdminBookingDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `"${BookingsErrors.notAvailable}"` })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: `"${BookingsErrors.bookingNotFound}"` })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: `"${BookingsErrors.justTaken}" or "${BookingsErrors.notConfirmed}"`,
  })
  async moveBooking(
    @CurrentUser() admin: SessionUser,
    @IdParam('id') id: number,
    @Body() body: MoveBookingDto,
  ): Promise<AdminBookingDto> {
    const moved = await this.bookings.move(admin.id, id, new Date(body.startsAt), body.message || null);
    return toAdminBookingDto(moved);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cancel a booked session: the customer is mailed with the message; a paid one is refunded in full',
  })
  @ApiOkResponse({ type: AdminBookingDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: `"${BookingsErrors.bookingNotFound}"` })
  @ApiConflictResponse({ type: ErrorResponseDto, description: `"${BookingsErrors.notConfirmed}"` })
  async cancelBookingAsOwner(
    @CurrentUser() admin: SessionUser,
    @IdParam('id') id: number,
    @Body() body: CancelBookingAsOwnerDto,
  ): Promise<AdminBookingDto> {
    return toAdminBookingDto(await this.bookings.cancel(admin.id, id, body.message || null));
  }
}
