import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsInt, Max, Min } from 'class-validator';
import type { MailStatusCounts } from '../../../core/mail/mail-outbox.types';
import { ID_SCHEMA, INT4_MAX, int4Schema } from '../../../core/http/int4';
import { BlogErrors } from '../blog.errors';

export const MAX_DELIVERY_IDS = 100;

// "12,11" (or ids=12&ids=11) into numbers; anything that is not an id becomes NaN for the checks
function postIds({ value }: { value: unknown }): unknown {
  const text = Array.isArray(value) ? value.join(',') : value;
  if (typeof text !== 'string') return text;
  if (text.trim() === '') return [];
  return text.split(',').map((part) => (/^\s*[1-9]\d{0,9}\s*$/.test(part) ? Number(part) : NaN));
}

export class PostDeliveryQuery {
  @Transform(postIds)
  @ArrayMaxSize(MAX_DELIVERY_IDS, { message: BlogErrors.deliveryIdsTooMany })
  @Max(INT4_MAX, { each: true, message: BlogErrors.deliveryIdsBad })
  @Min(1, { each: true, message: BlogErrors.deliveryIdsBad })
  @IsInt({ each: true, message: BlogErrors.deliveryIdsBad })
  @ArrayNotEmpty({ message: BlogErrors.deliveryIdsMissing })
  @IsArray({ message: BlogErrors.deliveryIdsMissing })
  ids: number[];
}

const count = (description: string, example: number) => ApiProperty({ ...int4Schema(0), description, example });

// Where a post's daily e-mails are: one per subscriber active when the post went live.
export class PostDeliveryDto {
  @ApiProperty({ ...ID_SCHEMA, example: 12 })
  postId: number;

  @count('Not sent yet: waiting (perhaps for a retry after a temporary failure) or being sent now', 0)
  queued: number;

  @count('Accepted by the mail server', 1204)
  sent: number;

  @count('Refused for good by the mail server, or still failing after the last retry', 3)
  failed: number;

  @count('Not sent because the reader unsubscribed before their e-mail went out', 12)
  skipped: number;

  @count('Interrupted by a server crash while being sent; not sent again, since a duplicate is worse than a miss', 0)
  unresolved: number;
}

export function toPostDeliveryDto(postId: number, c: MailStatusCounts): PostDeliveryDto {
  const { sent, failed, skipped, unresolved } = c;
  return { postId, queued: c.pending + c.sending, sent, failed, skipped, unresolved };
}
