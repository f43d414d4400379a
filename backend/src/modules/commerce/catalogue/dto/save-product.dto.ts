import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { IMAGE_URL_DESCRIPTION, IMAGE_URL_MAX_LENGTH, IsImageUrl } from '../../../../core/http/image-url';
import { int4Schema, MaxInt4 } from '../../../../core/http/int4';
import { Omittable } from '../../../../core/http/omittable';
import { trimmed } from '../../../../core/http/transforms';
import { IsProductType, SPEC_PRODUCT_TYPES } from '../../product-types/product-type-vocabulary';
import { PLAN_MAX_INSTALMENTS, PLAN_MIN_INSTALMENTS } from '../../plans/instalments';

export const PRICE_FORMAT = 'Price must be an amount such as 49 or 49.99';
const PLAN_COUNT = `A payment plan has ${PLAN_MIN_INSTALMENTS} to ${PLAN_MAX_INSTALMENTS} instalments`;
// a price as the owner types it: "19", "19.50", "$1,900"
export const PRICE_PATTERN = /^\$?\d[\d,]{0,9}(\.\d{1,2})?$/;
const FILE_REFERENCE = /^private:[0-9a-f]{32}\.[a-z0-9]{2,5}$/;
// An optional text left blank is no value: null, which clears it on an edit.
const blankToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? null : value;
// "a, b ,c" or ["a", " b "] → ["a", "b"]
function tagList({ value }: { value: unknown }): unknown {
  if (value == null) return value; // left out, or null for the validators to refuse
  const tags: unknown[] = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [value];
  return tags.map((t) => (typeof t === 'string' ? t.trim() : t)).filter((t) => t !== '');
}

// The product form (spec section 5): messages word for word. Validators run bottom-up.
export class CreateProductDto {
  @ApiProperty({ example: 'The Calm Leader Workbook', minLength: 1, maxLength: 200 })
  @Transform(trimmed)
  @MaxLength(200, { message: 'Title must be at most 200 characters' })
  @IsNotEmpty({ message: 'Title is required' })
  @IsString({ message: 'Title is required' })
  title: string;

  @ApiProperty({ minLength: 10, maxLength: 5000 })
  @Transform(trimmed)
  @MaxLength(5000, { message: 'Description must be at most 5000 characters' })
  @MinLength(10, { message: 'Description must be at least 10 characters' })
  @IsString({ message: 'Description must be at least 10 characters' })
  description: string;

  @ApiProperty({ example: '49.99', pattern: PRICE_PATTERN.source, description: 'A price as text, with or without $' })
  @Transform(trimmed)
  @Matches(PRICE_PATTERN, { message: PRICE_FORMAT })
  @IsNotEmpty({ message: 'Price is required' })
  @IsString({ message: 'Price is required' })
  price: string;

  @ApiProperty({ example: 'Leadership', minLength: 1, maxLength: 60 })
  @Transform(trimmed)
  @MaxLength(60, { message: 'Category must be at most 60 characters' })
  @IsNotEmpty({ message: 'Category is required' })
  @IsString({ message: 'Category is required' })
  category: string;

  @ApiPropertyOptional({ enum: SPEC_PRODUCT_TYPES, default: 'digital' })
  @Omittable()
  @IsProductType((types) => `Type must be one of ${types}`)
  type?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 64 })
  @IsOptional()
  @Transform(blankToNull)
  @MaxLength(64, { message: 'SKU must be at most 64 characters' })
  @IsString({ message: 'SKU must be text' })
  sku?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 40 })
  @IsOptional()
  @Transform(blankToNull)
  @MaxLength(40, { message: 'Weight must be at most 40 characters' })
  @IsString({ message: 'Weight must be text' })
  weight?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 60 })
  @IsOptional()
  @Transform(blankToNull)
  @MaxLength(60, { message: 'Dimensions must be at most 60 characters' })
  @IsString({ message: 'Dimensions must be text' })
  dimensions?: string | null;

  @ApiPropertyOptional({ ...int4Schema(0), default: 0 })
  @Omittable()
  @Type(() => Number)
  @MaxInt4('Inventory')
  @Min(0, { message: 'Inventory must be 0 or more' })
  @IsInt({ message: 'Inventory must be a whole number' })
  inventory?: number;

  @ApiPropertyOptional({ ...int4Schema(1), default: 5 })
  @Omittable()
  @Type(() => Number)
  @MaxInt4('Low stock alert')
  @Min(1, { message: 'Low stock alert must be at least 1' })
  @IsInt({ message: 'Low stock alert must be a whole number' })
  lowStockAlert?: number;

  @ApiPropertyOptional({ default: false })
  @Omittable()
  @IsBoolean({ message: 'requiresShipping must be true or false' })
  requiresShipping?: boolean;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', maxLength: 40 },
    maxItems: 30,
    description: 'A list, or one comma-separated text',
  })
  @Omittable()
  @Transform(tagList)
  @ArrayMaxSize(30, { message: 'At most 30 tags' })
  @MaxLength(40, { each: true, message: 'Each tag must be at most 40 characters' })
  @IsString({ each: true, message: 'Tags must be text' })
  @IsArray({ message: 'Tags must be a list' })
  tags?: string[];

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 300 })
  @IsOptional()
  @Transform(blankToNull)
  @MaxLength(300, { message: 'Meta description must be at most 300 characters' })
  @IsString({ message: 'Meta description must be text' })
  metaDescription?: string | null;

  @ApiPropertyOptional({
    ...int4Schema(0),
    nullable: true,
    description: "Ignored: a digital product's downloads are counted from its paid orders",
  })
  @IsOptional()
  @Type(() => Number)
  @MaxInt4('Downloads')
  @Min(0, { message: 'Downloads must be 0 or more' })
  @IsInt({ message: 'Downloads must be a whole number' })
  downloads?: number | null;

  @ApiPropertyOptional({
    ...int4Schema(0),
    nullable: true,
    description: "Ignored: a course's students are counted from its enrolments",
  })
  @IsOptional()
  @Type(() => Number)
  @MaxInt4('Students')
  @Min(0, { message: 'Students must be 0 or more' })
  @IsInt({ message: 'Students must be a whole number' })
  students?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 60, description: 'consultations', example: '60 min' })
  @IsOptional()
  @Transform(blankToNull)
  @MaxLength(60, { message: 'Duration must be at most 60 characters' })
  @IsString({ message: 'Duration must be text' })
  duration?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: 5 })
  @IsOptional()
  @Type(() => Number)
  @Max(5, { message: 'Rating must be between 0 and 5' })
  @Min(0, { message: 'Rating must be between 0 and 5' })
  @IsNumber({}, { message: 'Rating must be a number' })
  rating?: number | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    pattern: FILE_REFERENCE.source,
    description: 'The file reference answered by /api/upload/digital',
  })
  @IsOptional()
  @Transform(blankToNull)
  @Matches(FILE_REFERENCE, {
    message: 'The digital file reference is not valid; upload the file again',
  })
  @IsString({ message: 'The digital file reference is not valid; upload the file again' })
  digitalFileUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 255 })
  @IsOptional()
  @Transform(blankToNull)
  @MaxLength(255, { message: 'File name must be at most 255 characters' })
  @IsString({ message: 'File name must be text' })
  digitalFileName?: string | null;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', format: 'uri-reference', maxLength: IMAGE_URL_MAX_LENGTH },
    maxItems: 12,
    description: `Image URLs answered by /api/upload/images; each ${IMAGE_URL_DESCRIPTION}`,
  })
  @Omittable()
  @ArrayMaxSize(12, { message: 'At most 12 images' })
  @IsImageUrl('Every image', { each: true })
  @IsArray({ message: 'Images must be a list' })
  imageUrls?: string[];

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: PLAN_MIN_INSTALMENTS,
    maximum: PLAN_MAX_INSTALMENTS,
    description: 'Also sold in this many monthly instalments (with planTotal); null: in full only',
  })
  @IsOptional()
  @Type(() => Number)
  @Max(PLAN_MAX_INSTALMENTS, { message: PLAN_COUNT })
  @Min(PLAN_MIN_INSTALMENTS, { message: PLAN_COUNT })
  @IsInt({ message: PLAN_COUNT })
  planInstalments?: number | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '297',
    pattern: PRICE_PATTERN.source,
    description: 'What the instalments add up to, as text with or without $ (with planInstalments)',
  })
  @IsOptional()
  @Transform(blankToNull)
  @Matches(PRICE_PATTERN, { message: 'Plan total must be an amount such as 297 or 297.50' })
  @IsString({ message: 'Plan total must be an amount such as 297 or 297.50' })
  planTotal?: string | null;

  @ApiPropertyOptional({
    default: false,
    description:
      'Tell subscribers to product updates: with true, the Product Updates list is e-mailed about this product ' +
      'with the save (once per product; false or left out changes nothing)',
  })
  @Omittable()
  @IsBoolean({ message: 'notifyProductUpdates must be true or false' })
  notifyProductUpdates?: boolean;

  @ApiPropertyOptional({ description: 'Ignored: the first of imageUrls is the image' })
  @Omittable()
  @IsString({ message: 'imageUrl must be text' })
  imageUrl?: string;
}

// Every field may be left out; a field sent as null is validated like any value (a required one is
// refused, an optional one cleared), never saved as a hole in a required column.
export class UpdateProductDto extends PartialType(CreateProductDto, { skipNullProperties: false }) {}
