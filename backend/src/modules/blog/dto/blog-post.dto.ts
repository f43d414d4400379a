import { ApiProperty } from '@nestjs/swagger';
import { ID_SCHEMA, int4Schema } from '../../../core/http/int4';
import {
  type BlogPostEntity,
  type BlogPostSummary,
  POST_AUDIENCES,
  type PostAudience,
} from '../entities/blog-post.entity';
import type { ReadPost } from '../post-access';

// A post as a list shows it (a card, a row of the admin list): everything but the content.
export class BlogPostSummaryDto {
  @ApiProperty({ ...ID_SCHEMA, example: 7 })
  id: number;

  @ApiProperty({ example: 'five-habits-of-calm-leaders' })
  slug: string;

  @ApiProperty({ example: 'Five Habits of Calm Leaders' })
  title: string;

  @ApiProperty()
  excerpt: string;

  @ApiProperty({ example: 'Business' })
  category: string;

  @ApiProperty({ type: String, format: 'uri-reference', nullable: true, example: '/api/uploads/images/3f2a.jpg' })
  imageUrl: string | null;

  @ApiProperty()
  published: boolean;

  @ApiProperty({ description: 'Queued for the daily 06:00 publication (when not published)' })
  scheduled: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'The minute it goes live and is e-mailed, when scheduled for a date (then neither published nor queued)',
  })
  publishAt: string | null;

  @ApiProperty({ ...int4Schema(0), example: 4, description: 'Minutes, at 200 words per minute' })
  readTime: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  publishedAt: string | null;

  @ApiProperty({
    enum: POST_AUDIENCES,
    description: 'Who may read its content: everyone, any member, or the members of audienceTierId and the tiers above',
  })
  audience: PostAudience;

  @ApiProperty({ ...ID_SCHEMA, nullable: true, description: "The tier (its product id) of audience 'tier'" })
  audienceTierId: number | null;

  @ApiProperty({
    description:
      'The reader may not read its content (a members-only post): its content is empty; title, excerpt and image are given',
  })
  locked: boolean;
}

// A whole post: the one-post reads and the answers to a save.
export class BlogPostDto extends BlogPostSummaryDto {
  @ApiProperty({ description: "Sanitised HTML; '' when locked" })
  content: string;

  @ApiProperty({ ...int4Schema(1), description: 'Raised by every save; a save sends the version it started from' })
  version: number;

  @ApiProperty({ type: String, format: 'date-time', description: 'When it was last saved' })
  updatedAt: string;
}

// `locked`: from PostAccess (forReader for a reader, unlocked for the owner)
export function toBlogPostSummaryDto(post: ReadPost<BlogPostSummary>): BlogPostSummaryDto {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    imageUrl: post.imageUrl,
    published: post.published,
    scheduled: post.scheduled,
    publishAt: post.publishAt?.toISOString() ?? null,
    readTime: post.readTime,
    createdAt: post.createdAt.toISOString(),
    publishedAt: post.publishedAt?.toISOString() ?? null,
    audience: post.audience,
    audienceTierId: post.audienceTierId,
    locked: post.locked,
  };
}

export function toBlogPostDto(post: ReadPost<BlogPostEntity>): BlogPostDto {
  return {
    ...toBlogPostSummaryDto(post),
    content: post.locked ? '' : post.content,
    version: post.version,
    updatedAt: post.updatedAt.toISOString(),
  };
}
