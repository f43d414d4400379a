import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQuery } from '../../../core/paging/page-query.dto';
import { PRODUCT_TYPES, type ProductType } from '../entities/product.entity';

// The shop's list. Without `limit` or `cursor` it is the spec's whole list; with either, the shop
// a page at a time, newest first, as the Products page's "Load More Products" reads it.
export class ListProductsQuery extends PageQuery {
  @ApiPropertyOptional({ enum: PRODUCT_TYPES, description: 'Only products of this type (the page’s filters)' })
  @IsOptional()
  @IsIn(PRODUCT_TYPES, { message: `type must be one of ${PRODUCT_TYPES.join(', ')}` })
  type?: ProductType;
}

export const isPaged = (query: ListProductsQuery) => query.limit !== undefined || query.cursor !== undefined;
