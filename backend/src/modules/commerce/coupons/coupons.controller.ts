import { BadRequestException, Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly, SignedIn } from '../../../core/access/access.decorators';
import { CurrentUser, SessionUser } from '../../../core/access/session-user';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { IdParam } from '../../../core/http/int4';
import { CommerceErrors } from '../commerce.errors';
import { CouponsService } from './coupons.service';
import { CheckCouponDto, CouponDto, CouponQuoteDto, CreateCouponDto, toCouponDto } from './dto/coupon.dto';
import { dollarsToCents, formatPrice } from '../money';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/coupons')
export class AdminCouponsController {
  constructor(private readonly coupons: CouponsService) {}

  @Get()
  @ApiOperation({ summary: 'Every coupon, newest first, with its uses' })
  @ApiOkResponse({ type: [CouponDto] })
  async listCoupons(): Promise<CouponDto[]> {
    return (await this.coupons.list()).map(toCouponDto);
  }

  @Post()
  @ApiOperation({ summary: 'Create a coupon: a percentage or an amount off, with optional limits' })
  @ApiCreatedResponse({ type: CouponDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The code exists already (whatever its case)' })
  async createCoupon(@Body() body: CreateCouponDto): Promise<CouponDto> {
    // null is no discount of that kind, as left out: one of the two, never both nor neither
    if ((body.percentOff == null) === (body.amountOff == null))
      throw new BadRequestException(CommerceErrors.couponKind);
    if (body.expiresAt && new Date(body.expiresAt) <= new Date())
      throw new BadRequestException(CommerceErrors.couponPastExpiry);
    const coupon = await this.coupons.create({
      code: body.code,
      percentOff: body.percentOff ?? null,
      amountOffCents: body.amountOff == null ? null : dollarsToCents(body.amountOff),
      expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
      usageLimit: body.usageLimit ?? null,
      perCustomerLimit: body.perCustomerLimit ?? null,
      minOrderCents: dollarsToCents(body.minOrder ?? 0),
      productIds: body.productIds?.length ? [...new Set(body.productIds)] : null,
    });
    return toCouponDto(coupon);
  }

  @Post(':id/deactivate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Stop a coupon: it is refused from now on (orders keep their discount)' })
  @ApiOkResponse({ type: CouponDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: CommerceErrors.couponNotFound })
  async deactivateCoupon(@IdParam('id') id: number): Promise<CouponDto> {
    return toCouponDto(await this.coupons.setActive(id, false));
  }

  @Post(':id/activate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Take a stopped coupon again' })
  @ApiOkResponse({ type: CouponDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: CommerceErrors.couponNotFound })
  async activateCoupon(@IdParam('id') id: number): Promise<CouponDto> {
    return toCouponDto(await this.coupons.setActive(id, true));
  }
}

@ApiTags('checkout')
@SignedIn()
@Controller('coupons')
export class CouponsController {
  constructor(private readonly coupons: CouponsService) {}

  @Post('check')
  @HttpCode(200)
  @ApiOperation({
    summary: 'What a code takes off these products, for the checkout to show (the checkout prices it again)',
  })
  @ApiOkResponse({ type: CouponQuoteDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'Unknown, expired, used up, used by this customer, below its minimum, or not for these products',
  })
  async checkCoupon(@CurrentUser() user: SessionUser, @Body() body: CheckCouponDto): Promise<CouponQuoteDto> {
    const { coupon, cents } = await this.coupons.quoteFor(user.id, body.code, body.productIds);
    return { code: coupon.code, discount: formatPrice(cents), discountCents: cents };
  }
}
