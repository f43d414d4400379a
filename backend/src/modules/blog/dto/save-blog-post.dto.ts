import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { IMAGE_URL_DESCRIPTION, IMAGE_URL_MAX_LENGTH, IsImageUrl } from '../../../core/http/image-url';
import { ID_SCHEMA, int4Schema, MaxInt4 } from '../../../core/http/int4';
import { trimmed } from '../../../core/http/transforms';
import { Omittable } from '../../../core/http/omittable';
import { POST_AUDIENCES, type PostAudience } from '../entities/blog-post.entity';
import { PublishAtField } from './publish-at.dto';

export const REQUIRED = 'Please fill in title, excerpt, and content.';
const blankToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

// A post's featured image, by the site's rule for image addresses; blank means none.
export const FeaturedImageField = () =>
  applyDecorators(
    IsImageUrl('Featured image'),
    Transform(blankToNull),
    IsOptional(),
    ApiPropertyOptional({
      type: String,
      format: 'uri-reference',
      nullable: true,
      maxLength: IMAGE_URL_MAX_LENGTH,
      description: `The featured image: ${IMAGE_URL_DESCRIPTION}; blank or null for none`,
      example: '/api/uploads/images/5e0c9d2f1a3b4c5d6e7f8a9b.jpg',
    }),
  );

// The editor's payload (spec section 7). slug and readTime are derived by the server when missing
// or wrong; category defaults to "General".
export class SaveBlogPostDto {
  @ApiProperty({ example: 'Five Habits of Calm Leaders', minLength: 1, maxLength: 200 })
  @Transform(trimmed)
  @MaxLength(200, { message: 'Title must be at most 200 characters' })
  @IsNotEmpty({ message: REQUIRED })
  @IsString({ message: REQUIRED })
  title: string;

  @ApiPropertyOptional({ example: 'Business', maxLength: 60, description: 'Left out: "General"' })
  @Omittable()
  @Transform(trimmed)
  @MaxLength(60, { message: 'Category must be at most 60 characters' })
  @IsString({ message: 'Category must be text' })
  category?: string;

  @ApiProperty({ minLength: 1, maxLength: 1000, description: 'A short summary (150-200 characters reads best)' })
  @Transform(trimmed)
  @MaxLength(1000, { message: 'Excerpt must be at most 1000 characters' })
  @IsNotEmpty({ message: REQUIRED })
  @IsString({ message: REQUIRED })
  excerpt: string;

  @ApiProperty({ description: 'HTML from the editor; sanitised on save', minLength: 1, maxLength: 200000 })
  @Transform(trimmed)
  @MaxLength(200_000, { message: 'Content is too long' })
  @IsNotEmpty({ message: REQUIRED })
  @IsString({ message: REQUIRED })
  content: string;

  @FeaturedImageField()
  imageUrl?: string | null;

  @ApiPropertyOptional({
    maxLength: 220,
    description: 'Ignored when it does not follow the slug rule; made unique with -2, -3, …',
  })
  @Omittable()
  @MaxLength(220, { message: 'Slug must be at most 220 characters' })
  @IsString({ message: 'Slug must be text' })
  slug?: string;

  @ApiPropertyOptional({ description: 'true: publish now and e-mail subscribers; false: add to the daily queue' })
  @Omittable()
  @IsBoolean({ message: 'published must be true or false' })
  published?: boolean;

  // with published false or left out: dated for that minute instead of queued (publishing on a date)
  @PublishAtField(false)
  @Omittable()
  publishAt?: string;

  @ApiPropertyOptional({
    enum: POST_AUDIENCES,
    description:
      'Who may read its content: everyone, any member, or the members of `audienceTierId` and the tiers above it. ' +
      'Left out: "everyone" for a new post, the audience it has for an edit',
  })
  @Omittable()
  @IsIn(POST_AUDIENCES, { message: 'Audience must be everyone, members or tier' })
  audience?: PostAudience;

  @ApiPropertyOptional({
    ...ID_SCHEMA,
    nullable: true,
    description: "The tier (its product id) of audience 'tier'; ignored for the others",
  })
  @IsOptional()
  @MaxInt4('audienceTierId')
  @Min(1, { message: 'audienceTierId must be a tier’s product id' })
  @IsInt({ message: 'audienceTierId must be a tier’s product id' })
  audienceTierId?: number | null;

  @ApiPropertyOptional({ ...int4Schema(0), description: 'Ignored: the server counts the words itself' })
  @Omittable()
  @MaxInt4('readTime')
  @Min(0, { message: 'readTime must not be negative' })
  @IsInt({ message: 'readTime must be a whole number' })
  readTime?: number;

  @VersionField()
  version?: number;
}

// The version of the post the editor started from (BlogPostDto.version): a save from an older one is
// refused (409) and changes nothing. Left out (older clients), the save is not checked.
export function VersionField() {
  return applyDecorators(
    ApiPropertyOptional({
      ...int4Schema(1),
      description: 'The version the editor started from; an older one is refused with 409. Left out: not checked',
    }),
    Omittable(),
    MaxInt4('version'),
    Min(1, { message: 'version must be the post’s version, a whole number from 1' }),
    IsInt({ message: 'version must be the post’s version, a whole number from 1' }),
  );
}
