import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { readTimeMinutes } from '@coach/shared';
import { SharedReads } from '../../core/database/shared-reads';
import type { PageRequest } from '../../core/database/keyset';
import { sanitizePostHtml } from '../../core/text/html';
import { pageOf } from '../../core/paging/page-query.dto';
import { Page } from '../../core/paging/page';
import { slugFits } from '../../core/text/slug';
import { BlogErrors } from './blog.errors';
import { BlogPostsRepository } from './blog-posts.repository';
import type { SaveBlogPostDto } from './dto/save-blog-post.dto';
import type { ListAdminBlogPostsQuery, ListBlogPostsQuery } from './dto/list-blog-posts.query';
import { BlogPostEntity, type BlogPostSummary, isDraft } from './entities/blog-post.entity';
import { PostAccess, type PostReader, type ReadPost } from './post-access';
import { PostSlugsRepository } from './post-slugs.repository';
import { requireFields, wantedSlug } from './post-text';
import { dateFor, PublishingService } from './publishing.service';
import type { AutosavePostDto } from './dto/autosave-post.dto';
import { PostRevisionsService } from './post-revisions.service';

const DEFAULT_CATEGORY = 'General';

// what a save, an autosave and a revision give a post
type PostFields = Pick<SaveBlogPostDto, 'title' | 'category' | 'excerpt' | 'content' | 'imageUrl' | 'slug'> & {
  audience?: SaveBlogPostDto['audience'];
  audienceTierId?: number | null;
};

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
    private readonly revisions: PostRevisionsService,
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
  // for that minute; otherwise it joins the queue. Recorded as the post's first revision.
  async create(input: SaveBlogPostDto, savedBy: number | null = null): Promise<BlogPostEntity> {
    return this.dataSource.transaction(async (tx) => {
      const draft = this.posts.newDraft(tx);
      if (input.publishAt && !input.published) dateFor(draft, new Date(input.publishAt));
      const saved = await this.apply(tx, draft, input);
      const post = input.published ? await this.publishing.goLive(tx, saved) : saved;
      await this.revisions.record(tx, post, 'save', savedBy);
      return post;
    });
  }

  // A live post stays live (its e-mail has gone); a queued or dated one may be published, or dated
  // (again), with the update. A draft (an autosaved new post, an unscheduled one) stays a draft unless
  // the save says where it goes: published=false queues it ("Add to Queue"), as for a new post. A
  // save from an older `version` changes nothing (409).
  async update(id: number, input: SaveBlogPostDto, savedBy: number | null = null): Promise<BlogPostEntity> {
    return this.dataSource.transaction(async (tx) => {
      const existing = await this.lockedAt(tx, id, input.version);
      if (input.publishAt && !input.published) {
        if (existing.published) throw new ConflictException(BlogErrors.alreadyPublished);
        dateFor(existing, new Date(input.publishAt));
      }
      // a demo post the owner edits is theirs now: e-mailed when it goes live
      existing.isDemo = false;
      if (input.published === false && isDraft(existing)) existing.scheduled = true;
      const saved = await this.apply(tx, existing, input);
      const post = input.published && !saved.published ? await this.publishing.goLive(tx, saved) : saved;
      await this.revisions.record(tx, post, 'save', savedBy);
      return post;
    });
  }

  // The editor's autosave: a new post (id null) becomes a draft, neither queued nor published; a draft
  // takes the fields. A queued, dated or live post stays as it is (what goes live, or is live, is
  // what was saved, title, excerpt and content checked) and the autosave is kept as a revision only.
  // Never publishes, never mails.
  async autosave(id: number | null, input: AutosavePostDto, savedBy: number | null): Promise<BlogPostEntity> {
    return this.dataSource.transaction(async (tx) => {
      if (id === null) {
        const draft = this.posts.newDraft(tx);
        draft.scheduled = false;
        const saved = await this.apply(tx, draft, input, { draft: true });
        await this.revisions.record(tx, saved, 'autosave', savedBy);
        return saved;
      }
      const existing = await this.lockedAt(tx, id, input.version, { keepUnlessDraft: true });
      if (!isDraft(existing)) {
        const audience = input.audience ?? existing.audience;
        const audienceTierId = input.audience === undefined ? existing.audienceTierId : (input.audienceTierId ?? null);
        const edited = { ...this.fields(input), content: sanitizePostHtml(input.content), audience, audienceTierId };
        await this.revisions.record(tx, { id, ...edited }, 'autosave', savedBy);
        return existing;
      }
      const saved = await this.apply(tx, existing, input, { draft: true });
      await this.revisions.record(tx, saved, 'autosave', savedBy);
      return saved;
    });
  }

  // The post takes revision `number`'s fields (a live post stays live, nothing is mailed), recorded as
  // a new revision; a post that is not a draft takes them only with title, excerpt and content (400).
  async restore(id: number, number: number, savedBy: number | null): Promise<BlogPostEntity> {
    const revision = await this.revisions.find(id, number);
    return this.dataSource.transaction(async (tx) => {
      const existing = await this.lockedAt(tx, id);
      const saved = await this.apply(tx, existing, revision, { draft: isDraft(existing) });
      await this.revisions.record(tx, saved, 'restore', savedBy);
      return saved;
    });
  }

  // The post's row, locked until the transaction ends, its version raised when it is still `version`
  // (the autosave of a post that is not a draft, which does not change it, only locks it at that
  // version).
  private async lockedAt(
    tx: EntityManager,
    id: number,
    version?: number,
    { keepUnlessDraft = false } = {},
  ): Promise<BlogPostEntity> {
    const locked = await this.posts.findByIdForUpdate(tx, id);
    if (!locked) throw new NotFoundException(BlogErrors.postNotFound);
    if (keepUnlessDraft && !isDraft(locked)) {
      if (version !== undefined && locked.version !== version) throw await this.revisions.refusal(id);
      return locked;
    }
    const next = await this.posts.nextVersion(tx, id, version);
    if (next === null) throw await this.revisions.refusal(id);
    // the row as that UPDATE left it: a save of `locked` then writes the new time of change, not the
    // one read before (which TypeORM would take for a value set on purpose)
    Object.assign(locked, next);
    return locked;
  }

  async remove(id: number): Promise<void> {
    if (!(await this.posts.delete(id))) throw new NotFoundException(BlogErrors.postNotFound);
  }

  // the posts with these slugs, for the owner's analytics (pages named by their post)
  async postsBySlug(slugs: string[]): Promise<Pick<BlogPostEntity, 'id' | 'slug' | 'title'>[]> {
    return slugs.length ? this.posts.titlesBySlug(slugs) : [];
  }

  // the id, slug and title of these posts by id (any state), in one query: a list of comments' posts
  async postsById(ids: number[]): Promise<Map<number, Pick<BlogPostEntity, 'id' | 'slug' | 'title'>>> {
    const posts = ids.length ? await this.posts.titlesById([...new Set(ids)]) : [];
    return new Map(posts.map((post) => [post.id, post]));
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

  // The form's fields, checked and derived (HTML sanitised, read time, slug), then saved. A draft
  // (neither live, queued nor dated: its autosaves, a restore onto it) may be half-written: blank
  // title, excerpt or content; any other post needs all three (what is queued, dated or live is read).
  private async apply(
    tx: EntityManager,
    post: BlogPostEntity,
    input: PostFields,
    { draft = false } = {},
  ): Promise<BlogPostEntity> {
    Object.assign(post, this.fields(input));
    post.content = sanitizePostHtml(input.content);
    if (!draft) requireFields(post);
    await this.applyAudience(post, input);
    post.readTime = readTimeMinutes(post.content);
    const base = wantedSlug(input.title, input.slug);
    // a post keeps its slug while its title gives the same one (its links keep working)
    const kept = post.slug && slugFits(post.slug, base) ? post.slug : null;
    return this.slugs.saveWithFreeSlug(tx, post, base, kept);
  }

  private fields(input: PostFields): Pick<BlogPostEntity, 'title' | 'category' | 'excerpt' | 'imageUrl'> {
    return {
      title: input.title,
      category: input.category?.trim() || DEFAULT_CATEGORY,
      excerpt: input.excerpt,
      imageUrl: input.imageUrl ?? null,
    };
  }

  // Who may read it: left out, a new post's is everyone and an edited one keeps its own (a body is
  // never opened to everybody by an edit that did not say so); 'tier' needs a tier that exists.
  private async applyAudience(post: BlogPostEntity, input: PostFields): Promise<void> {
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
