import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsDateString } from 'class-validator';
import { BlogErrors } from '../blog.errors';

const PUBLISH_AT_DESCRIPTION =
  'When the post goes live and is e-mailed: an instant (the admin picks a date and time in the site’s time zone); ' +
  'seconds are dropped, and the minute must be still to come';

// The instant a post is dated for (publishing on a date).
export const PublishAtField = (required: boolean) =>
  applyDecorators(
    ApiProperty({
      type: String,
      format: 'date-time',
      required,
      example: '2026-12-01T08:30:00Z',
      description: PUBLISH_AT_DESCRIPTION,
    }),
    IsDateString({ strict: true }, { message: BlogErrors.publishAtBad }),
  );

// PUT /api/admin/blog-posts/{id}/publish-at
export class PublishAtDto {
  @PublishAtField(true)
  publishAt: string;
}
