import { Injectable } from '@nestjs/common';
import {
  And,
  DataSource,
  EntityManager,
  FindOptionsWhere,
  ILike,
  In,
  IsNull,
  LessThan,
  MoreThanOrEqual,
  Not,
  Repository,
  SelectQueryBuilder,
} from 'typeorm';
import { keysetPage, type PageRequest } from '../../core/database/keyset';
import { containing } from '../../core/database/like';
import type { Page } from '../../core/paging/page';
import type { PostStatus } from './dto/list-blog-posts.query';
import { BlogPostEntity, type BlogPostSummary } from './entities/blog-post.entity';

const QUEUED = { published: false, scheduled: true };
const SUMMARY_COLUMNS: (keyof BlogPostSummary)[] = [
  'id',
  'slug',
  'title',
  'excerpt',
  'category',
  'imageUrl',
  'published',
  'scheduled',
  'publishAt',
  'readTime',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'audience',
  'audienceTierId',
  'version',
];

export interface AdminPostFilter {
  search?: string;
  status?: PostStatus;
}

// The blog_posts table. Methods that run inside a service's transaction take its manager.
@Injectable()
export class BlogPostsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private repo(tx: EntityManager = this.dataSource.manager): Repository<BlogPostEntity> {
    return tx.getRepository(BlogPostEntity);
  }

  // lists read every column but the content (a list item never shows it)
  private summaries(): SelectQueryBuilder<BlogPostSummary> {
    return this.repo()
      .createQueryBuilder('p')
      .select(SUMMARY_COLUMNS.map((column) => `p.${column}`));
  }

  // live posts, newest first; `before` is the older cursor: the id of the last post of the previous page
  listPublished(page: PageRequest, before?: number): Promise<Page<BlogPostSummary>> {
    const query = this.summaries().where('p.published = true');
    if (before) {
      query.andWhere(
        '(p.published_at, p.id) < (SELECT c.published_at, c.id FROM blog_posts c WHERE c.id = :before AND c.published)',
        { before },
      );
    }
    return keysetPage(query, { alias: 'p', at: 'published_at', direction: 'DESC' }, page);
  }

  // live posts' addresses, newest first, a page at a time: the sitemap reads a slug and when the
  // post last changed, not a card's columns
  listPublishedAddresses(page: PageRequest): Promise<Page<BlogPostEntity>> {
    const query = this.repo()
      .createQueryBuilder('p')
      .select(['p.id', 'p.slug', 'p.updatedAt'])
      .where('p.published = true');
    return keysetPage(query, { alias: 'p', at: 'published_at', direction: 'DESC' }, page);
  }

  // every post newest first, or live ones only, or the queue in the order it goes live
  listForAdmin(page: PageRequest, filter: AdminPostFilter): Promise<Page<BlogPostSummary>> {
    const query = this.summaries();
    if (filter.status === 'published') query.where('p.published = true');
    if (filter.status === 'queued') query.where('p.published = false AND p.scheduled = true');
    if (filter.status === 'scheduled') query.where('p.publish_at IS NOT NULL');
    if (filter.search) query.andWhere('p.title ILIKE :pattern', { pattern: containing(filter.search) });
    // the queue and the dated posts in the order they go live
    if (filter.status === 'scheduled')
      return keysetPage(query, { alias: 'p', at: 'publish_at', direction: 'ASC' }, page);
    const direction = filter.status === 'queued' ? 'ASC' : 'DESC';
    return keysetPage(query, { alias: 'p', at: 'created_at', direction }, page);
  }

  countForAdmin(filter: AdminPostFilter): Promise<number> {
    const where: FindOptionsWhere<BlogPostEntity> = filter.search ? { title: ILike(containing(filter.search)) } : {};
    if (filter.status === 'published') return this.repo().countBy({ ...where, published: true });
    if (filter.status === 'queued') return this.repo().countBy({ ...where, ...QUEUED });
    if (filter.status === 'scheduled') return this.repo().countBy({ ...where, publishAt: Not(IsNull()) });
    return this.repo().countBy(where);
  }

  // the categories in use, for the editor's select
  async categories(): Promise<string[]> {
    const rows = await this.repo()
      .createQueryBuilder('p')
      .select('DISTINCT p.category', 'category')
      .orderBy('category')
      .getRawMany<{ category: string }>();
    return rows.map((r) => r.category);
  }

  findById(id: number): Promise<BlogPostEntity | null> {
    return this.repo().findOneBy({ id });
  }

  findPublishedBySlug(slug: string): Promise<BlogPostEntity | null> {
    return this.repo().findOneBy({ slug, published: true });
  }

  // the id and slug of the posts with these ids
  slugsById(ids: number[]): Promise<Pick<BlogPostEntity, 'id' | 'slug'>[]> {
    return this.repo().find({ select: { id: true, slug: true }, where: { id: In(ids) } });
  }

  // the id, slug and title of the posts with these slugs (published or not)
  titlesBySlug(slugs: string[]): Promise<Pick<BlogPostEntity, 'id' | 'slug' | 'title'>[]> {
    return this.repo().find({ select: { id: true, slug: true, title: true }, where: { slug: In(slugs) } });
  }

  titlesById(ids: number[]): Promise<Pick<BlogPostEntity, 'id' | 'slug' | 'title'>[]> {
    return this.repo().find({ select: { id: true, slug: true, title: true }, where: { id: In(ids) } });
  }

  // the id, slug and title of the posts published from `start` until before `end`, newest first
  publishedBetween(start: Date, end: Date): Promise<Pick<BlogPostEntity, 'id' | 'slug' | 'title'>[]> {
    return this.repo().find({
      select: { id: true, slug: true, title: true },
      where: { published: true, publishedAt: And(MoreThanOrEqual(start), LessThan(end)) },
      order: { publishedAt: 'DESC', id: 'DESC' },
    });
  }

  // every live post, content and all, newest first (the assistant's facts: blog/knowledge)
  allPublished(): Promise<BlogPostEntity[]> {
    return this.repo().find({ where: { published: true }, order: { publishedAt: 'DESC', id: 'DESC' } });
  }

  existsPublished(slug: string): Promise<boolean> {
    return this.repo().existsBy({ slug, published: true });
  }

  save(tx: EntityManager, post: BlogPostEntity): Promise<BlogPostEntity> {
    return this.repo(tx).save(post);
  }

  newDraft(tx: EntityManager): BlogPostEntity {
    return this.repo(tx).create({ published: false, scheduled: true, publishedAt: null });
  }

  // locked until the transaction ends, so two updates of one post run one after the other
  findByIdForUpdate(tx: EntityManager, id: number): Promise<BlogPostEntity | null> {
    return this.repo(tx).createQueryBuilder('p').where('p.id = :id', { id }).setLock('pessimistic_write').getOne();
  }

  // Raises the post's version when it is still `expected` (any version when left out), its row locked
  // until the transaction ends: the one place a save is told it started from an older version. The
  // new version and the time of change it wrote, or null (the post changed since, or is gone).
  async nextVersion(
    tx: EntityManager,
    id: number,
    expected?: number,
  ): Promise<Pick<BlogPostEntity, 'version' | 'updatedAt'> | null> {
    const query = this.repo(tx)
      .createQueryBuilder()
      .update()
      .set({ version: () => 'version + 1' })
      .where('id = :id', { id });
    if (expected !== undefined) query.andWhere('version = :expected', { expected });
    const { raw } = await query.returning('version, updated_at AS "updatedAt"').execute();
    return (raw as Pick<BlogPostEntity, 'version' | 'updatedAt'>[])[0] ?? null;
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

  // SKIP LOCKED: the post dated `now` or earlier that no other transaction holds, locked until this
  // one ends (two replicas' minute ticks take different posts, never one twice)
  claimDueDated(tx: EntityManager, now: Date): Promise<BlogPostEntity | null> {
    return this.repo(tx)
      .createQueryBuilder('p')
      .where('p.publish_at <= :now', { now })
      .orderBy('p.publishAt', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .limit(1)
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getOne();
  }
}
