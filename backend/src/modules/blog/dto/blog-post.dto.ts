import { ApiProperty } from '@nestjs/swagger';
import { ID_SCHEMA, int4Schema } from '../../../core/http/int4';
import type { BlogPostEntity, BlogPostSummary } from '../entities/blog-post.entity';

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

  @ApiProperty({ ...int4Schema(0), example: 4, description: 'Minutes, at 200 words per minute' })
  readTime: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  publishedAt: string | null;
}

// A whole post: the one-post reads and the answers to a save.
export class BlogPostDto extends BlogPostSummaryDto {
  @ApiProperty({ description: 'Sanitised HTML' })
  content: string;
}

export function toBlogPostSummaryDto(post: BlogPostSummary): BlogPostSummaryDto {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    imageUrl: post.imageUrl,
    published: post.published,
    scheduled: post.scheduled,
    readTime: post.readTime,
    createdAt: post.createdAt.toISOString(),
    publishedAt: post.publishedAt?.toISOString() ?? null,
  };
}

export function toBlogPostDto(post: BlogPostEntity): BlogPostDto {
  return { ...toBlogPostSummaryDto(post), content: post.content };
}
