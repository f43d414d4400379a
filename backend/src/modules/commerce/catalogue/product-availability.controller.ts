import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Public, SignedIn } from '../../../core/access/access.decorators';
import { CurrentUser, SessionUser } from '../../../core/access/session-user';
import { ProductIdsDto } from './dto/product-ids.dto';
import { ProductTypeRegistry } from '../product-types/product-type-registry';

// What the shop shows beside a product's price, as its type says (fulfilment/): "You own this" for a
// single-purchase product the customer has, "Coming soon" for one not sold yet. The checkout refuses
// both (409).
@Controller()
export class ProductAvailabilityController {
  constructor(
    private readonly fulfilment: ProductTypeRegistry,
    private readonly dataSource: DataSource,
  ) {}

  @Get('account/owned-products')
  @SignedIn()
  @ApiTags('account')
  @ApiOperation({
    summary:
      'The products the signed-in customer owns and cannot buy again (a course they are enrolled in, a download they bought)',
  })
  @ApiOkResponse({ type: ProductIdsDto })
  async listOwnedProducts(@CurrentUser() user: SessionUser): Promise<ProductIdsDto> {
    return { productIds: await this.fulfilment.owned(this.dataSource.manager, user.id) };
  }

  @Get('shop/coming-soon')
  @Public()
  @ApiTags('products')
  @ApiOperation({
    summary: 'The products that cannot be bought yet (a course with no published lesson): "Coming soon"',
  })
  @ApiOkResponse({ type: ProductIdsDto })
  async listComingSoon(): Promise<ProductIdsDto> {
    return { productIds: await this.fulfilment.notYetForSale(this.dataSource.manager) };
  }
}
