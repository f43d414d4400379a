import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { AdminOnly, Public, SignedIn } from '../../../core/access/access.decorators';
import { CurrentUser, type SessionUser } from '../../../core/access/session-user';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { CommerceErrors } from '../commerce.errors';
import { IdParam } from '../../../core/http/int4';
import { ProductReviewsDto, ReviewDto, SaveReviewDto } from './dto/review.dto';
import { ProductReviewsService } from './product-reviews.service';

@ApiTags('shop')
@Controller()
export class ReviewsController {
  constructor(private readonly reviews: ProductReviewsService) {}

  @Get('products/:id/reviews')
  @Public()
  @ApiOperation({
    summary: 'A product’s buyers’ reviews, newest first, and whether the signed-in visitor may write one',
    description: 'An admin sees the hidden ones too.',
  })
  @ApiOkResponse({ type: ProductReviewsDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: CommerceErrors.productNotFound })
  listReviews(@IdParam('id') id: number, @Req() req: Request): Promise<ProductReviewsDto> {
    const user = req.user as SessionUser | undefined;
    return this.reviews.list(id, user ? { id: user.id, isAdmin: user.role === 'admin' } : null);
  }

  @Post('products/:id/reviews')
  @SignedIn()
  @ApiOperation({ summary: 'Rate and review a product bought (paid, not refunded), once' })
  @ApiCreatedResponse({ type: ReviewDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Not a buyer of it' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Reviewed already' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: CommerceErrors.productNotFound })
  createReview(
    @IdParam('id') id: number,
    @CurrentUser() user: SessionUser,
    @Body() body: SaveReviewDto,
  ): Promise<ReviewDto> {
    return this.reviews.create(id, user.id, body.rating, body.body);
  }

  @Post('admin/reviews/:id/hide')
  @AdminOnly()
  @HttpCode(200)
  @ApiOperation({ summary: 'Hide a review: off the product page and out of its rating' })
  @ApiOkResponse({ type: ReviewDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: CommerceErrors.reviewNotFound })
  hideReview(@IdParam('id') id: number): Promise<ReviewDto> {
    return this.reviews.setHidden(id, true);
  }

  @Post('admin/reviews/:id/show')
  @AdminOnly()
  @HttpCode(200)
  @ApiOperation({ summary: 'Show a hidden review again' })
  @ApiOkResponse({ type: ReviewDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: CommerceErrors.reviewNotFound })
  showReview(@IdParam('id') id: number): Promise<ReviewDto> {
    return this.reviews.setHidden(id, false);
  }
}
