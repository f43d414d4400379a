import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { BlogPostEntity } from './entities/blog-post.entity';

const QUEUED = { published: false, scheduled: true };

// The blog_posts table. Methods that run inside a service's transaction take its manager.
@Injectable()
export class BlogPostsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private repo(tx: EntityManager = this.dataSource.manager): Repository<BlogPostEntity> {
    return tx.getRepository(BlogPostEntity);
  }

  // newest first; `before` is the id of the last post of the previous page
  listPublished(limit: number, before?: number): Promise<BlogPostEntity[]> {
    const query = this.repo()
      .createQueryBuilder('p')
      .where('p.published = true')
      .orderBy('p.publishedAt', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .take(limit);
    if (before) {
      query.andWhere(
        '(p.publishedAt, p.id) < (SELECT c.published_at, c.id FROM blog_posts c WHERE c.id = :before AND c.published)',
        { before },
      );
    }
    return query.getMany();
  }

  findPublishedBySlug(slug: string): Promise<BlogPostEntity | null> {
    return this.repo().findOneBy({ slug, published: true });
  }

  existsPublished(slug: string): Promise<boolean> {
    return this.repo().existsBy({ slug, published: true });
  }

  listAll(): Promise<BlogPostEntity[]> {
    return this.repo().find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  newDraft(tx: EntityManager): BlogPostEntity {
    return this.repo(tx).create({ published: false, scheduled: true, publishedAt: null });
  }

  save(tx: EntityManager, post: BlogPostEntity): Promise<BlogPostEntity> {
    return this.repo(tx).save(post);
  }

  // locked until the transaction ends, so two updates of one post run one after the other
  findByIdForUpdate(tx: EntityManager, id: number): Promise<BlogPostEntity | null> {
    return this.repo(tx).createQueryBuilder('p').where('p.id = :id', { id }).setLock('pessimistic_write').getOne();
  }

  async delete(id: number): Promise<boolean> {
    const { affected } = await this.repo().delete({ id });
    return !!affected;
  }

  count(): Promise<number> {
    return this.repo().count();
  }

  countPublished(): Promise<number> {
    return this.repo().countBy({ published: true });
  }

  // The publication queue: unpublished posts marked scheduled, oldest first.
  oldestQueued(): Promise<BlogPostEntity | null> {
    return this.repo().findOne({ where: QUEUED, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  countQueued(): Promise<number> {
    return this.repo().countBy(QUEUED);
  }

  // SKIP LOCKED: two callers at once take two different posts, never one twice
  claimOldestQueued(tx: EntityManager): Promise<BlogPostEntity | null> {
    return this.repo(tx)
      .createQueryBuilder('p')
      .where('p.published = false AND p.scheduled = true')
      .orderBy('p.createdAt', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .limit(1) // lock only the row taken
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getOne();
  }

  // Slugs taken by other posts that equal `base` or extend it (`base-2`...). The advisory lock lets
  // one writer pick a slug at a time (until its transaction ends): two posts saved at once with the
  // same title get -2 and -3 instead of one failing on the unique key.
  async takenSlugs(tx: EntityManager, base: string, ownId?: number): Promise<Set<string>> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('blog_posts.slug'))`);
    // slugs hold only letters, digits and hyphens, so LIKE needs no escaping
    const rows = await this.repo(tx)
      .createQueryBuilder('p')
      .select('p.slug', 'slug')
      .where('(p.slug = :base OR p.slug LIKE :prefix)', { base, prefix: `${base}-%` })
      .andWhere('p.id IS DISTINCT FROM :ownId', { ownId: ownId ?? null })
      .getRawMany<{ slug: string }>();
    return new Set(rows.map((r) => r.slug));
  }
}
