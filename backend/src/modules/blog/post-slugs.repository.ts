import { Injectable } from '@nestjs/common';
import { freeSlugSql, UniqueSlugs } from '../../core/database/unique-slugs';
import { BlogPostEntity } from './entities/blog-post.entity';

export const FREE_SLUG_SQL = freeSlugSql('blog_posts');

// The slugs of blog_posts: unique (blog_posts_slug_key), a new one's `-N` suffix found on the
// index of slug stems (IDX_blog_posts_slug_stem).
@Injectable()
export class PostSlugsRepository extends UniqueSlugs<BlogPostEntity> {
  constructor() {
    super({ entity: BlogPostEntity, table: 'blog_posts', constraint: 'blog_posts_slug_key' });
  }
}
