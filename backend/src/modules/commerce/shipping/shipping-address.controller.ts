import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SignedIn } from '../../../core/access/access.decorators';
import { CurrentUser, SessionUser } from '../../../core/access/session-user';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { SavedShippingAddressDto, ShippingAddressDto, toShippingAddress } from './dto/shipping.dto';
import { ShippingAddressesRepository } from './repositories/shipping-addresses.repository';

@ApiTags('account')
@SignedIn()
@Controller('account/shipping-address')
export class ShippingAddressController {
  constructor(private readonly addresses: ShippingAddressesRepository) {}

  @Get()
  @ApiOperation({ summary: 'The address the signed-in customer last shipped to (offered at checkout), or null' })
  @ApiOkResponse({ type: SavedShippingAddressDto })
  async getShippingAddress(@CurrentUser() user: SessionUser): Promise<SavedShippingAddressDto> {
    const address = await this.addresses.find(user.id);
    return { address: address && toShippingAddress(address) };
  }

  @Put()
  @ApiOperation({ summary: 'Change the saved shipping address (orders keep the address they were placed with)' })
  @ApiOkResponse({ type: SavedShippingAddressDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async saveShippingAddress(
    @CurrentUser() user: SessionUser,
    @Body() body: ShippingAddressDto,
  ): Promise<SavedShippingAddressDto> {
    const address = toShippingAddress(body);
    await this.addresses.save(user.id, address);
    return { address };
  }
}
