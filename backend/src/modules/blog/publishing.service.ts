import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { localDayAndHour } from '../../core/time/local-day';
import { SiteService } from '../site';
import { BlogErrors } from './blog.errors';
import { BlogPostsRepository } from './blog-posts.repository';
import { BlogPostEntity } from './entities/blog-post.entity';
import { NewsletterService } from './newsletter.service';
import { PublishingDaysRepository } from './publishing-days.repository';
import { requireFields } from './post-text';

export const PUBLISH_HOUR = 6;

// The latest day whose 06:00 publication is due at `now`: today from 06:00, else yesterday.
export function dueDay(now: Date, timeZone: string): string {
  const { day, hour } = localDayAndHour(now, timeZone);
  if (hour >= PUBLISH_HOUR) return day;
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

// Dates an unpublished post for publication at the minute of `publishAt` (seconds dropped), which
// must be still to come at `now`: it leaves the daily queue (or its earlier date).
export function dateFor(post: BlogPostEntity, publishAt: Date, now = new Date()): void {
  const minute = new Date(Math.floor(publishAt.getTime() / 60_000) * 60_000);
  if (minute <= now) throw new BadRequestException(BlogErrors.publishAtPast);
  post.scheduled = false;
  post.publishAt = minute;
}

@Injectable()
export class PublishingService {
  private readonly logger = new Logger('Publishing');

  constructor(
    private readonly dataSource: DataSource,
    private readonly posts: BlogPostsRepository,
    private readonly days: PublishingDaysRepository,
    private readonly newsletter: NewsletterService,
    private readonly site: SiteService,
  ) {}

  // Makes a post live and queues its e-mail (none for a demo post) in the caller's transaction (the
  // outbox's NOTIFY starts the sending at commit).
  async goLive(tx: EntityManager, post: BlogPostEntity, now = new Date()): Promise<BlogPostEntity> {
    post.published = true;
    post.scheduled = false;
    post.publishAt = null;
    post.publishedAt = now;
    const saved = await this.posts.save(tx, post);
    // a demo post is the site's sample, not news for the owner's readers
    if (saved.isDemo) {
      this.logger.log(`Published the demo post "${saved.title}"; not e-mailed`);
      return saved;
    }
    const recipients = await this.newsletter.enqueueIssue(tx, saved.id);
    this.logger.log(`Published "${saved.title}"; e-mail queued for ${recipients} subscribers`);
    return saved;
  }

  async nextInQueue(): Promise<{ nextPost: BlogPostEntity | null; queueCount: number }> {
    const [nextPost, queueCount] = await Promise.all([this.posts.oldestQueued(), this.posts.countQueued()]);
    return { nextPost, queueCount };
  }

  // Publish Now: the oldest queued post goes live at once.
  async publishNext(now = new Date()): Promise<BlogPostEntity> {
    const post = await this.dataSource.transaction((tx) => this.publishOldestQueued(tx, now));
    if (!post) throw new NotFoundException(BlogErrors.queueEmpty);
    return post;
  }

  // The latest day whose publication is due at `now`, in the site's time zone as it is now.
  async dueDayAt(now = new Date()): Promise<string> {
    return dueDay(now, await this.site.timeZone());
  }

  // The daily tick (06:00 in the site's time zone, and a catch-up check at start and every few
  // minutes): publishes the oldest queued post once for the latest due day. The day's row is the
  // guard, so replicas racing, a restart after a missed 06:00, or a change of the zone publish
  // exactly one post a day.
  async publishDue(now = new Date()): Promise<BlogPostEntity | null> {
    const day = await this.dueDayAt(now);
    const post = await this.dataSource.transaction(async (tx) => {
      if (!(await this.days.claim(tx, day))) return null;
      const published = await this.publishOldestQueued(tx, now);
      if (published) await this.days.recordPost(tx, day, published.id);
      return published;
    });
    if (post) this.logger.log(`Daily publication for ${day}: "${post.title}"`);
    return post;
  }

  // Publishing on a date: the post leaves the daily queue (or its earlier date) and goes live at the
  // minute of `publishAt` (seconds dropped), which must be still to come at `now`.
  // A draft dated must be whole: title, excerpt and content (400), as a queued one is.
  publishOn(id: number, publishAt: Date, now = new Date()): Promise<BlogPostEntity> {
    return this.changeUnpublished(id, (post) => {
      requireFields(post);
      dateFor(post, publishAt, now);
    });
  }

  // Unschedules a post dated for publication: it is a draft again, neither dated nor queued (a post
  // without a date stays as it is).
  unschedule(id: number): Promise<BlogPostEntity> {
    return this.changeUnpublished(id, (post) => (post.publishAt = null));
  }

  // The minute's tick: every post dated `now` or earlier goes live and is e-mailed, each in its own
  // transaction that claims it (SKIP LOCKED) and queues its mail, so replicas racing publish each once
  // and a crash leaves the post dated, to be taken whole by the next tick.
  async publishDated(now = new Date()): Promise<BlogPostEntity[]> {
    const published: BlogPostEntity[] = [];
    for (;;) {
      const post = await this.dataSource.transaction(async (tx) => {
        const due = await this.posts.claimDueDated(tx, now);
        return due ? this.goLive(tx, due, now) : null;
      });
      if (!post) return published;
      published.push(post);
    }
  }

  // `change` applied to a post not yet live, under its row lock (a publishing tick holding the post
  // finishes first, and the change then finds it live)
  private changeUnpublished(id: number, change: (post: BlogPostEntity) => unknown): Promise<BlogPostEntity> {
    return this.dataSource.transaction(async (tx) => {
      const post = await this.posts.findByIdForUpdate(tx, id);
      if (!post) throw new NotFoundException(BlogErrors.postNotFound);
      if (post.published) throw new ConflictException(BlogErrors.alreadyPublished);
      change(post);
      return this.posts.save(tx, post);
    });
  }

  // Marks `day` as done without publishing (demo content: the day it was seeded).
  async markDayDone(tx: EntityManager, now = new Date()): Promise<void> {
    await this.days.claim(tx, await this.dueDayAt(now));
  }

  private async publishOldestQueued(tx: EntityManager, now: Date): Promise<BlogPostEntity | null> {
    // two Publish Now clicks at once publish two different posts, never one twice
    const post = await this.posts.claimOldestQueued(tx);
    return post ? this.goLive(tx, post, now) : null;
  }
}
