import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsInt, Max, Min } from 'class-validator';
import { INT4_MAX } from '../../../../core/http/int4';
import { CommerceErrors } from '../../commerce.errors';

// ?products=3,7: the checkout's products, as its URL names them
export class BumpsQuery {
  @ApiProperty({ type: String, example: '3,7', description: 'The checkout’s product ids, comma-separated' })
  @Transform(({ value }: { value: unknown }) =>
    String(value ?? '')
      .split(',')
      .filter((id) => id.trim() !== '')
      .map(Number),
  )
  @Max(INT4_MAX, { each: true, message: CommerceErrors.productsUnavailable })
  @Min(1, { each: true, message: CommerceErrors.productsUnavailable })
  @IsInt({ each: true, message: 'Product ids must be whole numbers' })
  @ArrayMaxSize(20, { message: 'At most 20 products per order' })
  @ArrayMinSize(1, { message: 'Choose at least one product' })
  products: number[];
}
