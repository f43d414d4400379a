import { ApiProperty } from '@nestjs/swagger';
import { formatPrice } from '../../money';
import { instalmentAmounts } from '../instalments';

// A product's payment plan as the shop shows it: "or 3 monthly payments of $99".
export class ProductPlanDto {
  @ApiProperty({ minimum: 2, maximum: 12, example: 3 }) instalments: number;
  @ApiProperty({ example: '$297', description: 'What the instalments add up to' }) total: string;
  @ApiProperty({ example: '$99', description: 'The first instalment, paid at checkout' }) firstAmount: string;
  @ApiProperty({ minimum: 50, example: 9900, description: 'The first instalment in cents' }) firstAmountCents: number;
  @ApiProperty({ example: '$99', description: 'Each later instalment, a month apart' }) amount: string;
}

export function toProductPlanDto(instalments: number | null, totalCents: number | null): ProductPlanDto | null {
  if (instalments === null || totalCents === null) return null;
  const [first, each] = instalmentAmounts(totalCents, instalments);
  return {
    instalments,
    total: formatPrice(totalCents),
    firstAmount: formatPrice(first),
    firstAmountCents: first,
    amount: formatPrice(each),
  };
}
