import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { BlogErrors } from './blog.errors';
import { REQUIRED, type SaveBlogPostDto } from './dto/save-blog-post.dto';
import { MAX_PAGE } from './dto/list-blog-posts.query';
import { BlogPostEntity } from './entities/blog-post.entity';
import { sanitizePostHtml } from './html-sanitizer';
import { plainText, readTimeMinutes, slugify } from './post-text';
import { PublishingService } from './publishing.service';

export const DEFAULT_CATEGORY = 'General';

@Injectable()
export class BlogPostsService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(BlogPostEntity) private readonly posts: Repository<BlogPostEntity>,
    private readonly publishing: PublishingService,
  ) {}

  // Published posts, newest first, a page at a time (cursor: the last id of the previous page).
  async listPublished(limit = MAX_PAGE, before?: number): Promise<BlogPostEntity[]> {
    const query = this.posts
      .createQueryBuilder('p')
      .where('p.published = true')
      .orderBy('p.publishedAt', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .take(Math.min(limit, MAX_PAGE));
    if (before) {
      query.andWhere(
        '(p.publishedAt, p.id) < (SELECT c.published_at, c.id FROM blog_posts c WHERE c.id = :before AND c.published)',
        { before },
      );
    }
    return query.getMany();
  }

  async findPublishedBySlug(slug: string): Promise<BlogPostEntity> {
    const post = await this.posts.findOneBy({ slug, published: true });
    if (!post) throw new NotFoundException(BlogErrors.postNotFound);
    return post;
  }

  isPublished(slug: string): Promise<boolean> {
    return this.posts.existsBy({ slug, published: true });
  }

  listAll(): Promise<BlogPostEntity[]> {
    return this.posts.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  // Saved with published=true it goes live at once (and is e-mailed); otherwise it joins the queue.
  async create(input: SaveBlogPostDto): Promise<BlogPostEntity> {
    const post = await this.dataSource.transaction(async (tx) => {
      const draft = tx.getRepository(BlogPostEntity).create({ published: false, scheduled: true, publishedAt: null });
      await this.apply(tx, draft, input);
      const saved = await tx.save(draft);
      return input.published ? this.publishing.goLive(tx, saved) : saved;
    });
    if (post.published) this.publishing.afterGoLive();
    return post;
  }

  // A live post stays live (its e-mail has gone); a queued one may be published with the update.
  async update(id: number, input: SaveBlogPostDto): Promise<BlogPostEntity> {
    let wentLive = false;
    const post = await this.dataSource.transaction(async (tx) => {
      const existing = await tx
        .getRepository(BlogPostEntity)
        .createQueryBuilder('p')
        .where('p.id = :id', { id })
        .setLock('pessimistic_write')
        .getOne();
      if (!existing) throw new NotFoundException(BlogErrors.postNotFound);
      await this.apply(tx, existing, input);
      const saved = await tx.save(existing);
      if (input.published && !saved.published) {
        wentLive = true;
        return this.publishing.goLive(tx, saved);
      }
      return saved;
    });
    if (wentLive) this.publishing.afterGoLive();
    return post;
  }

  async remove(id: number): Promise<void> {
    const { affected } = await this.posts.delete({ id });
    if (!affected) throw new NotFoundException(BlogErrors.postNotFound);
  }

  count(): Promise<number> {
    return this.posts.count();
  }

  countPublished(): Promise<number> {
    return this.posts.countBy({ published: true });
  }

  private async apply(tx: EntityManager, post: BlogPostEntity, input: SaveBlogPostDto): Promise<void> {
    post.title = input.title;
    post.category = input.category?.trim() || DEFAULT_CATEGORY;
    post.excerpt = input.excerpt;
    post.content = sanitizePostHtml(input.content);
    // an editor's empty paragraph, or content that was only a script, is no content
    if (!plainText(post.content) && !post.content.includes('<img')) throw new BadRequestException(REQUIRED);
    post.imageUrl = input.imageUrl ?? null;
    post.readTime = readTimeMinutes(post.content);
    // the client's slug only when it follows the rule; otherwise derived from the title
    const wanted = input.slug && slugify(input.slug) === input.slug ? input.slug : slugify(input.title);
    post.slug = await this.uniqueSlug(tx, wanted, post.id);
  }

  // slugs hold only letters, digits and hyphens, so LIKE needs no escaping
  private async uniqueSlug(tx: EntityManager, base: string, ownId?: number): Promise<string> {
    // one writer picks a slug at a time (until its transaction ends): two posts saved at once with
    // the same title get -2 and -3 instead of one failing on the unique key
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('blog_posts.slug'))`);
    const rows: { slug: string }[] = await tx.query(
      `SELECT slug FROM blog_posts WHERE (slug = $1 OR slug LIKE $1 || '-%') AND id IS DISTINCT FROM $2`,
      [base, ownId ?? null],
    );
    const used = new Set(rows.map((r) => r.slug));
    if (!used.has(base)) return base;
    for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}
