import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { ID_SCHEMA, MaxInt4 } from '../../../core/http/int4';
import { Omittable } from '../../../core/http/omittable';
import { trimmed } from '../../../core/http/transforms';
import { POST_AUDIENCES, type PostAudience } from '../entities/blog-post.entity';
import { FeaturedImageField, VersionField } from './save-blog-post.dto';

// What the editor sends every few seconds and on leaving: the form as it is, half-written (title,
// excerpt and content may be blank). It never publishes nor queues.
export class AutosavePostDto {
  @ApiProperty({ maxLength: 200, description: 'May be blank' })
  @Transform(trimmed)
  @MaxLength(200, { message: 'Title must be at most 200 characters' })
  @IsString({ message: 'Title must be text' })
  title: string;

  @ApiPropertyOptional({ maxLength: 60, description: 'Left out or blank: "General"' })
  @Omittable()
  @Transform(trimmed)
  @MaxLength(60, { message: 'Category must be at most 60 characters' })
  @IsString({ message: 'Category must be text' })
  category?: string;

  @ApiProperty({ maxLength: 1000, description: 'May be blank' })
  @Transform(trimmed)
  @MaxLength(1000, { message: 'Excerpt must be at most 1000 characters' })
  @IsString({ message: 'Excerpt must be text' })
  excerpt: string;

  @ApiProperty({ maxLength: 200000, description: 'HTML from the editor, sanitised; may be blank' })
  @MaxLength(200_000, { message: 'Content is too long' })
  @IsString({ message: 'Content must be text' })
  content: string;

  @FeaturedImageField()
  imageUrl?: string | null;

  @ApiPropertyOptional({ enum: POST_AUDIENCES, description: 'Left out: as for a save' })
  @Omittable()
  @IsIn(POST_AUDIENCES, { message: 'Audience must be everyone, members or tier' })
  audience?: PostAudience;

  @ApiPropertyOptional({ ...ID_SCHEMA, nullable: true, description: "The tier of audience 'tier'" })
  @IsOptional()
  @MaxInt4('audienceTierId')
  @Min(1, { message: 'audienceTierId must be a tier’s product id' })
  @IsInt({ message: 'audienceTierId must be a tier’s product id' })
  audienceTierId?: number | null;

  @VersionField()
  version?: number;
}
