import { ApiProperty } from '@nestjs/swagger';
import { ID_SCHEMA, int4Schema } from '../../../../core/http/int4';
import { formatPrice } from '../../money';
import { ProductPlanDto, toProductPlanDto } from '../../plans/dto/product-plan.dto';
import { ProductEntity } from '../../entities/product.entity';
import { SPEC_PRODUCT_TYPES } from '../../product-types/product-type-vocabulary';
import { PRIVATE_FILE_PREFIX } from '../products.service';

// A fallback the site ships itself (frontend/public), for products without images.
export const FALLBACK_PRODUCT_IMAGE = '/images/product-placeholder.svg';

export class ProductDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty({ enum: SPEC_PRODUCT_TYPES }) type: string;
  @ApiProperty({ example: 'Leadership' }) category: string;
  @ApiProperty() title: string;
  @ApiProperty({
    example: 'the-calm-leader-workbook',
    description: 'Its page: /products/{slug}. From the title, unique, set by the server',
  })
  slug: string;
  @ApiProperty() description: string;
  @ApiProperty({ example: '$49.99', description: 'With a leading $' }) price: string;
  @ApiProperty({ ...int4Schema(0), nullable: true, description: 'Digital: units sold in paid orders; null otherwise' })
  downloads: number | null;
  @ApiProperty({
    ...int4Schema(0),
    nullable: true,
    description: 'Course: its students (enrolled by a paid order or by the owner); null otherwise',
  })
  students: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'consultation', example: '60 min' }) duration:
    string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: 1,
    maximum: 5,
    example: 4.8,
    description: 'The buyers’ reviews’ average (one decimal); null before the first review',
  })
  rating: number | null;
  @ApiProperty(int4Schema(0)) reviewCount: number;
  @ApiProperty({ type: String, nullable: true }) sku: string | null;
  @ApiProperty({ type: String, nullable: true }) weight: string | null;
  @ApiProperty({ type: String, nullable: true }) dimensions: string | null;
  @ApiProperty(int4Schema(0)) inventory: number;
  @ApiProperty(int4Schema(1)) lowStockAlert: number;
  @ApiProperty() requiresShipping: boolean;
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty({ type: String, nullable: true }) metaDescription: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Admins only: the private file reference from /api/upload/digital (never a public URL); null for everyone else',
  })
  digitalFileUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) digitalFileName: string | null;
  @ApiProperty({ type: 'array', items: { type: 'string', format: 'uri-reference' } }) imageUrls: string[];
  @ApiProperty({ format: 'uri-reference', description: 'The first image, or the site’s placeholder image' })
  imageUrl: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the Product Updates list was told about it; null: not yet',
  })
  announcedAt: string | null;
  @ApiProperty({
    description: 'Archived: not in the shop (only admins see it), kept in past orders; a draft is archived too',
  })
  archived: boolean;
  @ApiProperty({
    description:
      'A draft: archived since it was created, never in the shop yet, until published (POST /api/products/{id}/unarchive); a new course starts as one',
  })
  draft: boolean;
  @ApiProperty({ description: 'One of the demo products (retired together: POST /api/demo/retire-products)' })
  demo: boolean;
  @ApiProperty({
    type: ProductPlanDto,
    nullable: true,
    description: 'Also sold in monthly instalments (a payment plan); null: in full only',
  })
  plan: ProductPlanDto | null;
}

export function toProductDto(p: ProductEntity, forAdmin: boolean): ProductDto {
  return {
    id: p.id,
    type: p.type,
    category: p.category,
    title: p.title,
    slug: p.slug,
    description: p.description,
    price: formatPrice(p.priceCents),
    downloads: p.downloads,
    students: p.students,
    duration: p.duration,
    rating: p.rating,
    reviewCount: p.reviewCount,
    sku: p.sku,
    weight: p.weight,
    dimensions: p.dimensions,
    inventory: p.inventory,
    lowStockAlert: p.lowStockAlert,
    requiresShipping: p.requiresShipping,
    tags: p.tags,
    metaDescription: p.metaDescription,
    digitalFileUrl: forAdmin && p.digitalFileKey ? `${PRIVATE_FILE_PREFIX}${p.digitalFileKey}` : null,
    digitalFileName: p.digitalFileName,
    imageUrls: p.imageUrls,
    imageUrl: p.imageUrls[0] ?? FALLBACK_PRODUCT_IMAGE,
    announcedAt: p.announcedAt?.toISOString() ?? null,
    archived: p.archivedAt !== null,
    draft: p.draft,
    demo: p.isDemo,
    plan: toProductPlanDto(p.planInstalments, p.planTotalCents),
  };
}
