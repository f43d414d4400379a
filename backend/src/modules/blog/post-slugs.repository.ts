import { Injectable } from '@nestjs/common';
import { EntityManager, QueryFailedError } from 'typeorm';
import { BlogPostEntity } from './entities/blog-post.entity';

const SLUG_ATTEMPTS = 5;
// Is `base` ($1) taken by another post than $2, and the highest N of its `base-N`. The stem
// expression is the one IDX_blog_posts_slug_stem indexes, to the letter.
export const FREE_SLUG_SQL = `
  SELECT bool_or(slug = $1) AS taken,
         max(substring(slug FROM '-([0-9]{1,9})$')::int) FILTER (WHERE slug <> $1) AS top
  FROM blog_posts
  WHERE (slug = $1 OR regexp_replace(slug, '-[0-9]{1,9}$', '') = $1) AND id IS DISTINCT FROM $2`;
const isSlugTaken = (error: unknown) => {
  const cause = error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : {};
  return cause.code === '23505' && cause.constraint === 'blog_posts_slug_key';
};

// The slugs of blog_posts: unique (blog_posts_slug_key), a new one's `-N` suffix found on the
// index of slug stems (IDX_blog_posts_slug_stem), never by scanning.
@Injectable()
export class PostSlugsRepository {
  // The slug for a post that wants `base`: `base` itself when no other post has it, else `base-N`
  // one past the highest N in use. One query, on the unique slug index and the slug-stem index.
  async freeSlug(tx: EntityManager, base: string, ownId?: number): Promise<string> {
    const [row] = await tx.query<{ taken: boolean | null; top: number | null }[]>(FREE_SLUG_SQL, [base, ownId ?? null]);
    return row.taken ? `${base}-${Math.max(row.top ?? 1, 1) + 1}` : base;
  }

  // Saves the post under `slug`, or a free slug derived from `base` when `slug` is null. Two posts
  // saved at once may pick the same one: the later insert waits for the first to commit, fails on
  // the unique index and picks again, inside a savepoint so that the caller's transaction goes on.
  async saveWithFreeSlug(
    tx: EntityManager,
    post: BlogPostEntity,
    base: string,
    slug: string | null,
  ): Promise<BlogPostEntity> {
    for (let attempt = 1; ; attempt++) {
      post.slug = slug ?? (await this.freeSlug(tx, base, post.id));
      await tx.query('SAVEPOINT post_slug');
      try {
        const saved = await tx.getRepository(BlogPostEntity).save(post);
        await tx.query('RELEASE SAVEPOINT post_slug');
        return saved;
      } catch (error) {
        await tx.query('ROLLBACK TO SAVEPOINT post_slug');
        if (!isSlugTaken(error) || attempt === SLUG_ATTEMPTS) throw error;
        slug = null;
      }
    }
  }
}
