import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { sanitizePostHtml } from '../../core/text/html';
import { plainText } from '../../core/text/plain-text';
import { BlogErrors } from './blog.errors';
import { BlogPostsRepository } from './blog-posts.repository';
import { REQUIRED, type SaveBlogPostDto } from './dto/save-blog-post.dto';
import { MAX_PAGE } from './dto/list-blog-posts.query';
import { BlogPostEntity } from './entities/blog-post.entity';
import { readTimeMinutes, wantedSlug } from './post-text';
import { PublishingService } from './publishing.service';

const DEFAULT_CATEGORY = 'General';

@Injectable()
export class BlogPostsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly posts: BlogPostsRepository,
    private readonly publishing: PublishingService,
  ) {}

  // Published posts, newest first, a page at a time (cursor: the last id of the previous page).
  listPublished(limit = MAX_PAGE, before?: number): Promise<BlogPostEntity[]> {
    return this.posts.listPublished(Math.min(limit, MAX_PAGE), before);
  }

  async findPublishedBySlug(slug: string): Promise<BlogPostEntity> {
    const post = await this.posts.findPublishedBySlug(slug);
    if (!post) throw new NotFoundException(BlogErrors.postNotFound);
    return post;
  }

  isPublished(slug: string): Promise<boolean> {
    return this.posts.existsPublished(slug);
  }

  listAll(): Promise<BlogPostEntity[]> {
    return this.posts.listAll();
  }

  // Saved with published=true it goes live at once (and is e-mailed); otherwise it joins the queue.
  async create(input: SaveBlogPostDto): Promise<BlogPostEntity> {
    return this.dataSource.transaction(async (tx) => {
      const draft = this.posts.newDraft(tx);
      await this.apply(tx, draft, input);
      const saved = await this.posts.save(tx, draft);
      return input.published ? this.publishing.goLive(tx, saved) : saved;
    });
  }

  // A live post stays live (its e-mail has gone); a queued one may be published with the update.
  async update(id: number, input: SaveBlogPostDto): Promise<BlogPostEntity> {
    return this.dataSource.transaction(async (tx) => {
      const existing = await this.posts.findByIdForUpdate(tx, id);
      if (!existing) throw new NotFoundException(BlogErrors.postNotFound);
      await this.apply(tx, existing, input);
      const saved = await this.posts.save(tx, existing);
      return input.published && !saved.published ? this.publishing.goLive(tx, saved) : saved;
    });
  }

  async remove(id: number): Promise<void> {
    if (!(await this.posts.delete(id))) throw new NotFoundException(BlogErrors.postNotFound);
  }

  count(): Promise<number> {
    return this.posts.count();
  }

  countPublished(): Promise<number> {
    return this.posts.countPublished();
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
    post.slug = await this.uniqueSlug(tx, wantedSlug(input.title, input.slug), post.id);
  }

  // the wanted slug if free, else the first free `-2`, `-3`...
  private async uniqueSlug(tx: EntityManager, base: string, ownId?: number): Promise<string> {
    const used = await this.posts.takenSlugs(tx, base, ownId);
    if (!used.has(base)) return base;
    for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}
