import { Inject, Injectable, Logger, OnApplicationShutdown, Optional } from '@nestjs/common';
import { Metrics } from '../../../core/observability/metrics';
import { PageViewsRepository, type NewPageView } from './page-views.repository';

export const FLUSH_EVERY_MS = 1000;
export const FLUSH_AT_ROWS = 500;
export const MAX_BUFFERED = 50_000;
// the cap, when not MAX_BUFFERED (a test's writer of its own)
export const MAX_BUFFERED_VIEWS = Symbol('MAX_BUFFERED_VIEWS');

// The views counted, kept in memory and written many rows per INSERT: every second, as soon as 500
// wait, and when the app stops (after the HTTP server has closed, so no view comes after it).
// Beyond 50,000 waiting (the database away for a while) new views are dropped and counted in a
// warning. flush() writes everything added before it was called (attribution reads the views).
@Injectable()
export class PageViewsWriter implements OnApplicationShutdown {
  private readonly logger = new Logger('PageViewsWriter');
  private buffer: NewPageView[] = [];
  private dropped = 0;
  private writing: Promise<void> = Promise.resolve();
  private readonly timer = setInterval(() => this.flushLogged(), FLUSH_EVERY_MS).unref();

  // views dropped since start (over the cap), for the metrics; `dropped` is reset by each warning
  private droppedInAll = 0;

  constructor(
    private readonly repository: PageViewsRepository,
    metrics: Metrics,
    @Optional() @Inject(MAX_BUFFERED_VIEWS) private readonly maxBuffered: number = MAX_BUFFERED,
  ) {
    metrics.gauge('analytics_buffered_page_views', 'Page views counted, waiting to be written', () => this.buffered);
    metrics.counted(
      'analytics_dropped_page_views_total',
      'Page views dropped: too many were waiting',
      () => this.droppedInAll,
    );
  }

  add(view: NewPageView): void {
    if (this.buffer.length >= this.maxBuffered) {
      this.dropped++;
      this.droppedInAll++;
      return;
    }
    this.buffer.push(view);
    if (this.buffer.length === FLUSH_AT_ROWS) this.flushLogged();
  }

  // the views waiting to be written
  get buffered(): number {
    return this.buffer.length;
  }

  // Takes what is waiting at once and writes it after the writes before it (one at a time, in order).
  flush(): Promise<void> {
    const views = this.buffer;
    this.buffer = [];
    const run = this.writing.then(() => this.write(views));
    this.writing = run.catch(() => undefined);
    return run;
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flushLogged();
  }

  private async write(views: NewPageView[]): Promise<void> {
    this.warnOfDropped();
    if (!views.length) return;
    try {
      await this.repository.insertMany(views);
    } catch (error) {
      // tried again with the next flush, within the cap
      const kept = views.slice(0, Math.max(0, this.maxBuffered - this.buffer.length));
      this.dropped += views.length - kept.length;
      this.droppedInAll += views.length - kept.length;
      this.buffer = [...kept, ...this.buffer];
      throw error;
    }
  }

  private flushLogged(): Promise<void> {
    return this.flush().catch((error: unknown) =>
      this.logger.warn(`Page views not written yet (${this.buffer.length} waiting): ${String(error)}`),
    );
  }

  private warnOfDropped(): void {
    if (!this.dropped) return;
    this.logger.warn(`${this.dropped} page views dropped: over ${this.maxBuffered} were waiting to be written`);
    this.dropped = 0;
  }
}
