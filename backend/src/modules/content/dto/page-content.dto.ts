import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { trimmed } from '../../../core/http/transforms';
import type { PageSection } from '../entities/page-content.entity';
import { PAGES } from '../page-sections';

export class PageContentDto {
  @ApiProperty({ enum: PAGES, example: 'home' })
  page: string;

  @ApiProperty({
    example: 'hero',
    description:
      'home: hero, about, features; about: bio, mission, values; blog/products: header, description; contact: header, info; every page: background',
  })
  section: string;

  @ApiProperty({ description: 'Plain text or sanitised HTML; for background, an image address or a CSS gradient' })
  content: string;
}

export class SavePageContentDto {
  @ApiProperty({ enum: PAGES })
  @IsIn(PAGES, { message: 'Page must be one of home, about, blog, products, contact' })
  page: string;

  @ApiProperty({ example: 'hero' })
  @IsString({ message: 'Section is required' })
  section: string;

  @ApiProperty({ maxLength: 20000 })
  @Transform(trimmed)
  @MaxLength(20_000, { message: 'Content must be at most 20000 characters' })
  @IsString({ message: 'Content must be text' })
  content: string;
}

export class PageQuery {
  @ApiProperty({ enum: PAGES, example: 'home' })
  @IsIn(PAGES, { message: 'Page must be one of home, about, blog, products, contact' })
  page: string;
}

export const toPageContentDto = ({ page, section, content }: PageSection): PageContentDto => ({
  page,
  section,
  content,
});
