import { Body, Controller, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { SignedIn } from '../../core/access/access.decorators';
import { CurrentUser, type SessionUser } from '../../core/access/session-user';
import { ErrorResponseDto } from '../../core/http/error-response.dto';
import { RateLimit } from '../../core/rate-limit/rate-limit.decorator';
import { BookingsErrors } from './bookings.errors';
import { BookingsService } from './bookings.service';
import { BookingDto, BookSessionDto } from './dto/booking.dto';
import { MyBookingsService } from './my-bookings.service';

// Booking a session: a paid consultation's time held for its checkout, a free one confirmed at once.
@ApiTags('bookings')
@Controller('bookings')
export class BookingsController {
  constructor(
    private readonly bookings: BookingsService,
    private readonly mine: MyBookingsService,
  ) {}

  @Post()
  @SignedIn()
  @RateLimit({ name: 'book-session', by: 'user', limit: 60, windowSeconds: 3600 })
  @ApiOperation({
    summary:
      'Book one of the offered times: a paid consultation is held (holdExpiresAt) until its checkout pays it; ' +
      'a free one is confirmed at once. An earlier hold of the same product is given up (an open checkout ' +
      'holding it holds the new time instead).',
  })
  @ApiCreatedResponse({ type: BookingDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: `"${BookingsErrors.notAvailable}" or "${BookingsErrors.unknownTimeZone('Mars/Base')}"`,
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: `"${BookingsErrors.notBookable}"` })
  @ApiConflictResponse({ type: ErrorResponseDto, description: `"${BookingsErrors.justTaken}"` })
  async bookSession(@CurrentUser() user: SessionUser, @Body() body: BookSessionDto): Promise<BookingDto> {
    const booked = await this.bookings.book(user.id, { ...body, startsAt: new Date(body.startsAt) });
    return this.mine.view(booked);
  }
}
