import { forwardRef, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { BlogErrors } from './blog.errors';
import { BlogPostEntity } from './entities/blog-post.entity';
import { NewsletterService } from './newsletter.service';
import { NewsletterWorker } from './newsletter.worker';

export const PUBLISH_HOUR = 6;

// The calendar day and hour of `now` in the publishing time zone.
export function localDayAndHour(now: Date, timeZone: string): { day: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return { day: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) };
}

// The latest day whose 06:00 publication is due at `now`: today from 06:00, else yesterday.
export function dueDay(now: Date, timeZone: string): string {
  const { day, hour } = localDayAndHour(now, timeZone);
  if (hour >= PUBLISH_HOUR) return day;
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

@Injectable()
export class PublishingService {
  private readonly logger = new Logger('Publishing');

  constructor(
    private readonly dataSource: DataSource,
    private readonly newsletter: NewsletterService,
    @Inject(forwardRef(() => NewsletterWorker)) private readonly worker: NewsletterWorker,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  // Makes a post live and queues its e-mail in the caller's transaction.
  async goLive(tx: EntityManager, post: BlogPostEntity, now = new Date()): Promise<BlogPostEntity> {
    post.published = true;
    post.scheduled = false;
    post.publishedAt = now;
    const saved = await tx.save(post);
    const recipients = await this.newsletter.enqueueIssue(tx, saved.id);
    this.logger.log(`Published "${saved.title}"; e-mail queued for ${recipients} subscribers`);
    return saved;
  }

  // After the going-live transaction commits: start sending at once rather than at the next poll.
  afterGoLive(): void {
    this.worker.kick();
  }

  async nextInQueue(): Promise<{ nextPost: BlogPostEntity | null; queueCount: number }> {
    const repo = this.dataSource.getRepository(BlogPostEntity);
    const where = { published: false, scheduled: true };
    const [nextPost, queueCount] = await Promise.all([
      repo.findOne({ where, order: { createdAt: 'ASC', id: 'ASC' } }),
      repo.countBy(where),
    ]);
    return { nextPost, queueCount };
  }

  // Publish Now: the oldest queued post goes live at once.
  async publishNext(now = new Date()): Promise<BlogPostEntity> {
    const post = await this.dataSource.transaction((tx) => this.publishOldestQueued(tx, now));
    if (!post) throw new NotFoundException(BlogErrors.queueEmpty);
    this.afterGoLive();
    return post;
  }

  // The daily tick (06:00 in PUBLISH_TZ, and a catch-up check at start and every few minutes):
  // publishes the oldest queued post once for the latest due day. The day's row is the guard, so
  // replicas racing, or a restart after a missed 06:00, publish exactly one post.
  async publishDue(now = new Date()): Promise<BlogPostEntity | null> {
    const day = dueDay(now, this.config.publishTz);
    const post = await this.dataSource.transaction(async (tx) => {
      const claimed: unknown[] = await tx.query(
        'INSERT INTO publishing_days (day) VALUES ($1) ON CONFLICT (day) DO NOTHING RETURNING day',
        [day],
      );
      if (!claimed.length) return null;
      const published = await this.publishOldestQueued(tx, now);
      if (published) await tx.query('UPDATE publishing_days SET post_id = $2 WHERE day = $1', [day, published.id]);
      return published;
    });
    if (post) {
      this.logger.log(`Daily publication for ${day}: "${post.title}"`);
      this.afterGoLive();
    }
    return post;
  }

  // Marks `day` as done without publishing (demo content: the day it was seeded).
  async markDayDone(tx: EntityManager, now = new Date()): Promise<void> {
    await tx.query('INSERT INTO publishing_days (day) VALUES ($1) ON CONFLICT (day) DO NOTHING', [
      dueDay(now, this.config.publishTz),
    ]);
  }

  private async publishOldestQueued(tx: EntityManager, now: Date): Promise<BlogPostEntity | null> {
    // SKIP LOCKED: two Publish Now clicks at once publish two different posts, never one twice
    const post = await tx
      .getRepository(BlogPostEntity)
      .createQueryBuilder('p')
      .where('p.published = false AND p.scheduled = true')
      .orderBy('p.createdAt', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .limit(1) // lock only the row taken
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getOne();
    return post ? this.goLive(tx, post, now) : null;
  }
}
