import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseEnumPipe,
  Put,
  Query,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly, SignedIn } from '../../../core/access/access.decorators';
import { CurrentUser, type SessionUser } from '../../../core/access/session-user';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { IdParam } from '../../../core/http/int4';
import { OFFER_KINDS, type OfferKind } from '../entities/product-offer.entity';
import { BumpsQuery } from './dto/bumps.query';
import {
  BumpOffersDto,
  ProductOfferDto,
  ProductOffersDto,
  SaveProductOfferDto,
  toBumpOfferDto,
  toProductOfferDto,
} from './dto/product-offer.dto';
import { ProductOffersService } from './product-offers.service';

const KindParam = () =>
  Param(
    'kind',
    new ParseEnumPipe(Object.fromEntries(OFFER_KINDS.map((k) => [k, k])), {
      exceptionFactory: () => new BadRequestException('The kind of offer is bump or upsell.'),
    }),
  );
const KIND_DOC = { name: 'kind', enum: OFFER_KINDS } as const;

@ApiTags('offers')
@Controller()
export class ProductOffersController {
  constructor(private readonly offers: ProductOffersService) {}

  @Get('checkout/bumps')
  @SignedIn()
  @ApiOperation({
    summary:
      'The order bumps a checkout of these products shows (tick boxes), without the products the buyer owns ' +
      'or has in the basket already',
  })
  @ApiOkResponse({ type: BumpOffersDto })
  async listCheckoutBumps(@CurrentUser() user: SessionUser, @Query() query: BumpsQuery): Promise<BumpOffersDto> {
    const bumps = await this.offers.bumpsFor(query.products, user.id);
    return { bumps: bumps.map(({ offer, offered }) => toBumpOfferDto(offer, offered)) };
  }

  @Get('admin/products/:id/offers')
  @AdminOnly()
  @ApiOperation({ summary: 'The product’s order bump and upsell (Product Manager)' })
  @ApiOkResponse({ type: ProductOffersDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such product: "This product no longer exists."' })
  async getProductOffers(@IdParam('id') id: number): Promise<ProductOffersDto> {
    const { bump, upsell } = await this.offers.ofProduct(id);
    return { bump: bump && toProductOfferDto(bump), upsell: upsell && toProductOfferDto(upsell) };
  }

  @Put('admin/products/:id/offers/:kind')
  @AdminOnly()
  @ApiParam(KIND_DOC)
  @ApiOperation({ summary: 'Set the product’s order bump or upsell: another published product at a price of its own' })
  @ApiOkResponse({ type: ProductOfferDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description:
      'The product itself, one not in the shop or not for sale yet, a membership tier (either side), or a price ' +
      'below $0.50 or above the offered product’s',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such product: "This product no longer exists."' })
  async saveProductOffer(
    @IdParam('id') id: number,
    @KindParam() kind: OfferKind,
    @Body() body: SaveProductOfferDto,
  ): Promise<ProductOfferDto> {
    return toProductOfferDto(await this.offers.save(id, kind, body));
  }

  @Delete('admin/products/:id/offers/:kind')
  @AdminOnly()
  @HttpCode(204)
  @ApiParam(KIND_DOC)
  @ApiOperation({ summary: 'Clear the product’s order bump or upsell (orders that took it keep their items)' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such product: "This product no longer exists."' })
  async clearProductOffer(@IdParam('id') id: number, @KindParam() kind: OfferKind): Promise<void> {
    await this.offers.clear(id, kind);
  }
}
