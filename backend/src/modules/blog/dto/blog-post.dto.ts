import { ApiProperty } from '@nestjs/swagger';
import { ID_SCHEMA, int4Schema } from '../../../core/http/int4';
import type { BlogPostEntity } from '../entities/blog-post.entity';

export class BlogPostDto {
  @ApiProperty({ ...ID_SCHEMA, example: 7 })
  id: number;

  @ApiProperty({ example: 'five-habits-of-calm-leaders' })
  slug: string;

  @ApiProperty({ example: 'Five Habits of Calm Leaders' })
  title: string;

  @ApiProperty()
  excerpt: string;

  @ApiProperty({ description: 'Sanitised HTML' })
  content: string;

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

export function toBlogPostDto(post: BlogPostEntity): BlogPostDto {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    category: post.category,
    imageUrl: post.imageUrl,
    published: post.published,
    scheduled: post.scheduled,
    readTime: post.readTime,
    createdAt: post.createdAt.toISOString(),
    publishedAt: post.publishedAt?.toISOString() ?? null,
  };
}
