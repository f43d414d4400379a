import { ApiProperty } from '@nestjs/swagger';
import { ID_SCHEMA, int4Schema } from '../../../../core/http/int4';

// A membership product as the owner's Tiers screen lists it: the product's title, slug and
// archived state, and the tier's own fields (null and defaults until the tier is first saved).
export class AdminTierDto {
  @ApiProperty({ ...ID_SCHEMA, description: "The tier's product" }) productId: number;
  @ApiProperty() title: string;
  @ApiProperty() slug: string;
  @ApiProperty({ description: 'Archived: no new sign-ups; its members stay and renew' }) archived: boolean;
  @ApiProperty({ description: 'false: a membership product whose tier has not been saved yet (nobody can join)' })
  configured: boolean;
  @ApiProperty({ ...int4Schema(1, 100), nullable: true }) rank: number | null;
  @ApiProperty({ type: String, nullable: true, example: '$19' }) monthlyPrice: string | null;
  @ApiProperty({ type: String, nullable: true, example: '$190' }) yearlyPrice: string | null;
  @ApiProperty({ ...int4Schema(1), nullable: true }) monthlyCents: number | null;
  @ApiProperty({ ...int4Schema(1), nullable: true }) yearlyCents: number | null;
  @ApiProperty(int4Schema(0, 90)) trialDays: number;
  @ApiProperty({ type: [String] }) benefits: string[];
  @ApiProperty() paidNewsletter: boolean;
  @ApiProperty({ type: 'array', items: ID_SCHEMA }) includedProductIds: number[];
  @ApiProperty({ ...int4Schema(0), description: 'Memberships of this tier that give access now' }) members: number;
}

// A tier anybody may join, as its page and the membership chooser show it.
export class TierDto {
  @ApiProperty({ ...ID_SCHEMA, description: "The tier's product (tierId when joining)" }) id: number;
  @ApiProperty({ example: 'inner-circle' }) slug: string;
  @ApiProperty({ example: 'Inner Circle' }) title: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: [String] }) benefits: string[];
  @ApiProperty({ type: String, nullable: true, example: '$19' }) monthlyPrice: string | null;
  @ApiProperty({ type: String, nullable: true, example: '$190' }) yearlyPrice: string | null;
  @ApiProperty(int4Schema(0, 90)) trialDays: number;
  @ApiProperty(int4Schema(1, 100)) rank: number;
}
