import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trimmed } from '../../../core/http/transforms';
import { BlogErrors } from '../blog.errors';
import { FeaturedImageField } from './save-blog-post.dto';
import { Omittable } from '../../../core/http/omittable';

// The editor's current values that the daily e-mail shows (saved or not), with the limits of a post.
export class IssueDraftDto {
  @ApiProperty({ example: 'Five Habits of Calm Leaders', minLength: 1, maxLength: 200 })
  @Transform(trimmed)
  @MaxLength(200, { message: 'Title must be at most 200 characters' })
  @IsNotEmpty({ message: BlogErrors.draftIncomplete })
  @IsString({ message: BlogErrors.draftIncomplete })
  title: string;

  @ApiProperty({ minLength: 1, maxLength: 1000 })
  @Transform(trimmed)
  @MaxLength(1000, { message: 'Excerpt must be at most 1000 characters' })
  @IsNotEmpty({ message: BlogErrors.draftIncomplete })
  @IsString({ message: BlogErrors.draftIncomplete })
  excerpt: string;

  @FeaturedImageField()
  imageUrl?: string | null;

  @ApiPropertyOptional({ maxLength: 220, description: 'For the link to the post; derived from the title when missing' })
  @Omittable()
  @MaxLength(220, { message: 'Slug must be at most 220 characters' })
  @IsString({ message: 'Slug must be text' })
  slug?: string;
}

// The preview's draft: with the post's content (the editor's HTML, sanitised as on save) the
// preview is the members' edition, which carries the whole post; without it, the daily e-mail.
export class MailPreviewDraftDto extends IssueDraftDto {
  @ApiPropertyOptional({
    maxLength: 200000,
    description: "The editor's HTML: the preview shows the whole-post edition members get",
  })
  @Omittable()
  @MaxLength(200_000, { message: 'Content is too long' })
  @IsString({ message: 'Content must be text' })
  content?: string;
}

export class MailPreviewDto {
  @ApiProperty({ example: 'owner@example.com', description: 'The address the preview is rendered for' })
  to: string;

  @ApiProperty({ example: 'Five Habits of Calm Leaders' })
  subject: string;

  @ApiProperty({ description: 'The whole HTML document of the e-mail' })
  html: string;

  @ApiProperty({ description: 'The plain-text part of the e-mail' })
  text: string;
}

export class TestMailQueuedDto {
  @ApiProperty({ example: 'A test e-mail is on its way to owner@example.com.' })
  message: string;

  @ApiProperty({ example: 'owner@example.com' })
  to: string;
}
