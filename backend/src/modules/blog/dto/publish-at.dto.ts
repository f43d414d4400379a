import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsDateString, Matches } from 'class-validator';
import { BlogErrors } from '../blog.errors';

const PUBLISH_AT_DESCRIPTION =
  'When the post goes live and is e-mailed: an instant with its offset, Z or ±hh:mm (the admin picks a date and ' +
  'time in the site’s time zone); ' +
  'seconds are dropped, and the minute must be still to come';

// an instant says its offset (Z or ±hh:mm): without one, "2026-12-01T09:30" or "2026-12-01" would be
// read on the server's clock, neither the admin's nor the site's
const WITH_OFFSET = /(?:Z|[+-]\d\d:\d\d)$/i;

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
    Matches(WITH_OFFSET, { message: BlogErrors.publishAtBad }),
    IsDateString({ strict: true }, { message: BlogErrors.publishAtBad }),
  );

// PUT /api/admin/blog-posts/{id}/publish-at
export class PublishAtDto {
  @PublishAtField(true)
  publishAt: string;
}
