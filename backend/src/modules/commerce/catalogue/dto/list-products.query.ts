import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { PageQuery } from '../../../../core/paging/page-query.dto';
import type { ProductType } from '../../entities/product.entity';
import { IsProductType, SPEC_PRODUCT_TYPES } from '../../product-types/product-type-vocabulary';

// The shop's list. Without `limit` or `cursor` it is the spec's whole list; with either, the shop
// a page at a time, newest first, as the Products page's "Load More Products" reads it.
export class ListProductsQuery extends PageQuery {
  @ApiPropertyOptional({ enum: SPEC_PRODUCT_TYPES, description: 'Only products of this type (the page’s filters)' })
  @IsOptional()
  @IsProductType((types) => `type must be one of ${types}`)
  type?: ProductType;
}

export const isPaged = (query: ListProductsQuery) => query.limit !== undefined || query.cursor !== undefined;
