import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../core/access/access.decorators';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { SaveShopSettingsDto, ShopSettingsDto } from './dto/shipping.dto';
import { dollarsToCents, formatPrice } from '../money';
import { ShipmentsService } from './shipments.service';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/shop-settings')
export class ShopSettingsController {
  constructor(private readonly shipments: ShipmentsService) {}

  @Get()
  @ApiOperation({ summary: 'The shop’s settings: the flat shipping rate' })
  @ApiOkResponse({ type: ShopSettingsDto })
  async getShopSettings(): Promise<ShopSettingsDto> {
    return { shippingRate: formatPrice(await this.shipments.shippingRateCents()) };
  }

  @Put()
  @ApiOperation({ summary: 'Set the flat shipping rate, charged once on each order that needs shipping' })
  @ApiOkResponse({ type: ShopSettingsDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async saveShopSettings(@Body() body: SaveShopSettingsDto): Promise<ShopSettingsDto> {
    await this.shipments.setShippingRateCents(dollarsToCents(body.shippingRate));
    return this.getShopSettings();
  }
}
