import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { plainText, readTimeMinutes } from '@coach/shared';
import { SharedReads } from '../../core/database/shared-reads';
import type { PageRequest } from '../../core/database/keyset';
import { sanitizePostHtml } from '../../core/text/html';
import { pageOf } from '../../core/paging/page-query.dto';
import { Page } from '../../core/paging/page';
import { slugFits } from '../../core/text/slug';
import { BlogErrors } from './blog.errors';
import { BlogPostsRepository } from './blog-posts.repository';
import { REQUIRED, type SaveBlogPostDto } from './dto/save-blog-post.dto';
import type { ListAdminBlogPostsQuery, ListBlogPostsQuery } from './dto/list-blog-posts.query';
import { BlogPostEntity, type BlogPostSummary } from './entities/blog-post.entity';
import { PostAccess, type PostReader, type ReadPost } from './post-access';
import { PostSlugsRepository } from './post-slugs.repository';
import { wantedSlug } from './post-text';
import { dateFor, PublishingService } from './publishing.service';

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
    private readonly access: PostAccess,
  ) {}

  // Published posts, newest first, a page at a time, each locked or not for the reader (the page is
  // read once for every reader; who may read each post is theirs).
  async listPublished(query: ListBlogPostsQuery, reader: PostReader): Promise<Page<ReadPost<BlogPostSummary>>> {
    const key = JSON.stringify([query.limit, query.cursor, query.before]);
    const page = await this.publishedPages.read(key, () => this.posts.listPublished(pageOf(query), query.before));
    return new Page(await this.access.forReader(reader, page.items), page.next, page.total);
  }

  // the sitemap's: each live post's slug and when it changed, a page at a time
  listPublishedAddresses(page: PageRequest): Promise<Page<Pick<BlogPostEntity, 'slug' | 'updatedAt'>>> {
    return this.posts.listPublishedAddresses(page);
  }

  // the latest live posts without their content (the feed's, the assistant's: excerpts only)
  async latestPublished(count: number): Promise<BlogPostSummary[]> {
    return (await this.posts.listPublished({ limit: count })).items;
  }

  // A live post as this reader may read it: locked, without its content, when they may not.
  async findPublishedBySlug(slug: string, reader: PostReader): Promise<ReadPost<BlogPostEntity>> {
    const post = await this.posts.findPublishedBySlug(slug);
    if (!post) throw new NotFoundException(BlogErrors.postNotFound);
    const [read] = await this.access.forReader(reader, [post]);
    return read;
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

  // the membership tiers a post's audience may name, by rank (the editor's choice)
  audienceTiers(): ReturnType<PostAccess['tiers']> {
    return this.access.tiers();
  }

  // Saved with published=true it goes live at once (and is e-mailed); with a publishAt it is dated
  // for that minute; otherwise it joins the queue.
  async create(input: SaveBlogPostDto): Promise<BlogPostEntity> {
    return this.dataSource.transaction(async (tx) => {
      const post = this.posts.newDraft(tx);
      if (input.publishAt && !input.published) dateFor(post, new Date(input.publishAt));
      const saved = await this.apply(tx, post, input);
      return input.published ? this.publishing.goLive(tx, saved) : saved;
    });
  }

  // A live post stays live (its e-mail has gone); a queued or dated one may be published, or dated
  // (again), with the update.
  async update(id: number, input: SaveBlogPostDto): Promise<BlogPostEntity> {
    return this.dataSource.transaction(async (tx) => {
      const existing = await this.posts.findByIdForUpdate(tx, id);
      if (!existing) throw new NotFoundException(BlogErrors.postNotFound);
      if (input.publishAt && !input.published) {
        if (existing.published) throw new ConflictException(BlogErrors.alreadyPublished);
        dateFor(existing, new Date(input.publishAt));
      }
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
    // an editor's empty paragraph, or content that was only a script, is no content (a picture or a
    // video alone is)
    if (!plainText(post.content) && !/<img|<div class="video-embed"/.test(post.content)) {
      throw new BadRequestException(REQUIRED);
    }
    post.imageUrl = input.imageUrl ?? null;
    await this.applyAudience(post, input);
    post.readTime = readTimeMinutes(post.content);
    const base = wantedSlug(input.title, input.slug);
    // a post keeps its slug while its title gives the same one (its links keep working)
    const kept = post.slug && slugFits(post.slug, base) ? post.slug : null;
    return this.slugs.saveWithFreeSlug(tx, post, base, kept);
  }

  // Who may read it: left out, a new post's is everyone and an edited one keeps its own (a body is
  // never opened to everybody by an edit that did not say so); 'tier' needs a tier that exists.
  private async applyAudience(post: BlogPostEntity, input: SaveBlogPostDto): Promise<void> {
    const audience = input.audience ?? post.audience ?? 'everyone';
    const tierId = input.audience === undefined ? (input.audienceTierId ?? post.audienceTierId) : input.audienceTierId;
    if (audience === 'tier') {
      if (tierId === undefined || tierId === null) throw new BadRequestException(BlogErrors.audienceTierMissing);
      if (!(await this.access.tierExists(tierId))) throw new BadRequestException(BlogErrors.audienceTierUnknown);
    }
    post.audience = audience;
    post.audienceTierId = audience === 'tier' ? tierId! : null;
  }
}
