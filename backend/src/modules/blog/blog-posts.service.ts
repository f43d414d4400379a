import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { plainText, readTimeMinutes } from '@coach/shared';
import { SharedReads } from '../../core/database/shared-reads';
import type { PageRequest } from '../../core/database/keyset';
import { sanitizePostHtml } from '../../core/text/html';
import { pageOf } from '../../core/paging/page-query.dto';
import type { Page } from '../../core/paging/page';
import { slugFits } from '../../core/text/slug';
import { BlogErrors } from './blog.errors';
import { BlogPostsRepository } from './blog-posts.repository';
import { REQUIRED, type SaveBlogPostDto } from './dto/save-blog-post.dto';
import type { ListAdminBlogPostsQuery, ListBlogPostsQuery } from './dto/list-blog-posts.query';
import { BlogPostEntity, type BlogPostSummary } from './entities/blog-post.entity';
import { PostSlugsRepository } from './post-slugs.repository';
import { wantedSlug } from './post-text';
import { PublishingService } from './publishing.service';

const DEFAULT_CATEGORY = 'General';

@Injectable()
export class BlogPostsService {
  // the public list is what a burst of readers asks for, the same page many times at once
  private readonly publishedPages = new SharedReads<Page<BlogPostSummary>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly posts: BlogPostsRepository,
    private readonly slugs: PostSlugsRepository,
    private readonly publishing: PublishingService,
  ) {}

  // Published posts, newest first, a page at a time.
  listPublished(query: ListBlogPostsQuery): Promise<Page<BlogPostSummary>> {
    const key = JSON.stringify([query.limit, query.cursor, query.before]);
    return this.publishedPages.read(key, () => this.posts.listPublished(pageOf(query), query.before));
  }

  // the sitemap's: each live post's slug and when it changed, a page at a time
  listPublishedAddresses(page: PageRequest): Promise<Page<Pick<BlogPostEntity, 'slug' | 'updatedAt'>>> {
    return this.posts.listPublishedAddresses(page);
  }

  async latestPublished(count: number): Promise<BlogPostSummary[]> {
    return (await this.posts.listPublished({ limit: count })).items;
  }

  async findPublishedBySlug(slug: string): Promise<BlogPostEntity> {
    const post = await this.posts.findPublishedBySlug(slug);
    if (!post) throw new NotFoundException(BlogErrors.postNotFound);
    return post;
  }

  isPublished(slug: string): Promise<boolean> {
    return this.posts.existsPublished(slug);
  }

  // The admin's list: a page, and how many posts match (the table's pagination).
  async listForAdmin(query: ListAdminBlogPostsQuery): Promise<Page<BlogPostSummary>> {
    const filter = { search: query.search || undefined, status: query.status };
    const [page, total] = await Promise.all([
      this.posts.listForAdmin(pageOf(query), filter),
      this.posts.countForAdmin(filter),
    ]);
    return page.withTotal(total);
  }

  async findById(id: number): Promise<BlogPostEntity> {
    const post = await this.posts.findById(id);
    if (!post) throw new NotFoundException(BlogErrors.postNotFound);
    return post;
  }

  categories(): Promise<string[]> {
    return this.posts.categories();
  }

  // Saved with published=true it goes live at once (and is e-mailed); otherwise it joins the queue.
  async create(input: SaveBlogPostDto): Promise<BlogPostEntity> {
    return this.dataSource.transaction(async (tx) => {
      const saved = await this.apply(tx, this.posts.newDraft(tx), input);
      return input.published ? this.publishing.goLive(tx, saved) : saved;
    });
  }

  // A live post stays live (its e-mail has gone); a queued one may be published with the update.
  async update(id: number, input: SaveBlogPostDto): Promise<BlogPostEntity> {
    return this.dataSource.transaction(async (tx) => {
      const existing = await this.posts.findByIdForUpdate(tx, id);
      if (!existing) throw new NotFoundException(BlogErrors.postNotFound);
      // a demo post the owner edits is theirs now: e-mailed when it goes live
      existing.isDemo = false;
      const saved = await this.apply(tx, existing, input);
      return input.published && !saved.published ? this.publishing.goLive(tx, saved) : saved;
    });
  }

  async remove(id: number): Promise<void> {
    if (!(await this.posts.delete(id))) throw new NotFoundException(BlogErrors.postNotFound);
  }

  // the posts with these slugs, for the owner's analytics (pages named by their post)
  async postsBySlug(slugs: string[]): Promise<Pick<BlogPostEntity, 'id' | 'slug' | 'title'>[]> {
    return slugs.length ? this.posts.titlesBySlug(slugs) : [];
  }

  // the posts published from `start` until before `end`, newest first, for the owner's analytics
  postsPublishedBetween(start: Date, end: Date): Promise<Pick<BlogPostEntity, 'id' | 'slug' | 'title'>[]> {
    return this.posts.publishedBetween(start, end);
  }

  count(): Promise<number> {
    return this.posts.count();
  }

  countPublished(): Promise<number> {
    return this.posts.countPublished();
  }

  // The form's fields, checked and derived (HTML sanitised, read time, slug), then saved.
  private async apply(tx: EntityManager, post: BlogPostEntity, input: SaveBlogPostDto): Promise<BlogPostEntity> {
    post.title = input.title;
    post.category = input.category?.trim() || DEFAULT_CATEGORY;
    post.excerpt = input.excerpt;
    post.content = sanitizePostHtml(input.content);
    // an editor's empty paragraph, or content that was only a script, is no content
    if (!plainText(post.content) && !post.content.includes('<img')) throw new BadRequestException(REQUIRED);
    post.imageUrl = input.imageUrl ?? null;
    post.readTime = readTimeMinutes(post.content);
    const base = wantedSlug(input.title, input.slug);
    // a post keeps its slug while its title gives the same one (its links keep working)
    const kept = post.slug && slugFits(post.slug, base) ? post.slug : null;
    return this.slugs.saveWithFreeSlug(tx, post, base, kept);
  }
}
