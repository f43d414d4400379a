import { ApiProperty } from '@nestjs/swagger';
import { ID_SCHEMA, int4Schema } from '../../../core/http/int4';
import { POST_AUDIENCES, type PostAudience } from '../entities/blog-post.entity';
import { REVISION_KINDS, type PostRevisionEntity, type RevisionKind } from '../entities/post-revision.entity';

// A revision as the list shows it.
export class PostRevisionSummaryDto {
  @ApiProperty({ ...int4Schema(1), example: 3, description: '1, 2, … per post, in the order saved' })
  number: number;

  @ApiProperty({ enum: REVISION_KINDS, description: 'A save, an autosave, or a restore of an earlier revision' })
  kind: RevisionKind;

  @ApiProperty({ example: 'Five Habits of Calm Leaders' })
  title: string;

  @ApiProperty({ ...ID_SCHEMA, nullable: true, description: 'The editor (user id); null once their account is gone' })
  savedBy: number | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    description: 'Its last save (autosaves of the same editor a few minutes apart are kept as one)',
  })
  savedAt: string;
}

// One revision with the fields it keeps.
export class PostRevisionDto extends PostRevisionSummaryDto {
  @ApiProperty()
  excerpt: string;

  @ApiProperty({ description: 'Sanitised HTML' })
  content: string;

  @ApiProperty()
  category: string;

  @ApiProperty({ type: String, format: 'uri-reference', nullable: true })
  imageUrl: string | null;

  @ApiProperty({ enum: POST_AUDIENCES })
  audience: PostAudience;

  @ApiProperty({ ...ID_SCHEMA, nullable: true })
  audienceTierId: number | null;
}

export function toPostRevisionSummaryDto(revision: PostRevisionEntity): PostRevisionSummaryDto {
  const { number, kind, title, savedBy, savedAt } = revision;
  return { number, kind, title, savedBy, savedAt: savedAt.toISOString() };
}

export function toPostRevisionDto(revision: PostRevisionEntity): PostRevisionDto {
  const { excerpt, content, category, imageUrl, audience, audienceTierId } = revision;
  return {
    ...toPostRevisionSummaryDto(revision),
    excerpt,
    content,
    category,
    imageUrl,
    audience,
    audienceTierId,
  };
}
