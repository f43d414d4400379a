import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trimmed } from '../../../core/http/transforms';
import type { LegalPageEntity } from '../entities/legal-page.entity';
import { LEGAL_SLUGS } from '../legal-pages';
import { LegalErrors, MAX_CONTENT, MAX_TITLE } from '../legal.errors';

export class LegalPageDto {
  @ApiProperty({ enum: LEGAL_SLUGS, example: 'privacy-policy' })
  slug: string;

  @ApiProperty({ example: 'Privacy Policy', maxLength: MAX_TITLE })
  title: string;

  @ApiProperty({
    description:
      'Sanitised HTML. The public read fills in {{siteName}}, {{ownerName}} and {{contactEmail}} from the site settings; the admin read shows them as written.',
  })
  content: string;

  @ApiProperty({ type: String, format: 'date-time', description: 'When the owner last saved the page' })
  updatedAt: string;
}

// The admin's Legal tab (PUT /api/admin/legal-pages/{slug}). Validators run bottom-up.
export class SaveLegalPageDto {
  @ApiProperty({ example: 'Privacy Policy', minLength: 1, maxLength: MAX_TITLE })
  @Transform(trimmed)
  @MaxLength(MAX_TITLE, { message: LegalErrors.titleTooLong })
  @IsNotEmpty({ message: LegalErrors.titleRequired })
  @IsString({ message: LegalErrors.titleRequired })
  title: string;

  @ApiProperty({ description: 'HTML from the editor; sanitised on save', minLength: 1, maxLength: MAX_CONTENT })
  @Transform(trimmed)
  @MaxLength(MAX_CONTENT, { message: LegalErrors.contentTooLong })
  @IsNotEmpty({ message: LegalErrors.contentRequired })
  @IsString({ message: LegalErrors.contentRequired })
  content: string;
}

export const toLegalPageDto = (page: LegalPageEntity, content = page.content): LegalPageDto => ({
  slug: page.slug,
  title: page.title,
  content,
  updatedAt: page.updatedAt.toISOString(),
});
