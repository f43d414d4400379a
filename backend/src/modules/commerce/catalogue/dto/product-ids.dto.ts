import { ApiProperty } from '@nestjs/swagger';
import { ID_SCHEMA } from '../../../../core/http/int4';

// Products named by id, in id order.
export class ProductIdsDto {
  @ApiProperty({ type: 'array', items: ID_SCHEMA }) productIds: number[];
}
