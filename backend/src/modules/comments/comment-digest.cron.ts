import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Cron, CronExpression, SchedulerRegistry } from '@nestjs/schedule';
import { loggedTick, scheduleOnSiteClock } from '../../core/time/zoned-cron';
import { SiteService } from '../site';
import { CommentDigestService } from './comment-digest.service';

// Just after midnight in the site's time zone, the digest of the day before; every hour a catch-up
// for a midnight the site missed. The day's row keeps it to one digest.
@Injectable()
export class CommentDigestCron implements OnApplicationBootstrap {
  private readonly tick = loggedTick(new Logger('CommentDigestCron'), 'Comment digest', () => this.digest.sendDue());

  constructor(
    private readonly digest: CommentDigestService,
    private readonly scheduler: SchedulerRegistry,
    private readonly site: SiteService,
  ) {}

  onApplicationBootstrap(): void {
    scheduleOnSiteClock(
      this.scheduler,
      'comment-digest',
      { timeZone: () => this.site.timeZone(), at: (minutes) => minutes === 5 },
      this.tick,
    );
  }

  @Cron(CronExpression.EVERY_HOUR)
  catchUp(): Promise<void> {
    return this.tick();
  }
}
