import type { Logger } from '@nestjs/common';
import type { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { wallClockOf } from '@coach/shared';
import { measuredJob } from '../observability/job-metrics';

// A job on a fixed zone's clock (PUBLISH_TZ), registered with Nest's scheduler when the app starts:
// the time zone, and some schedules, are configuration, so no @Cron decorator can name them.
export function scheduleInTimeZone(
  scheduler: SchedulerRegistry,
  name: string,
  schedule: { cronTime: string; timeZone: string },
  tick: () => Promise<void>,
): void {
  const job = CronJob.from({ ...schedule, onTick: tick, start: true });
  scheduler.addCronJob(name, job as never);
}

// When a job on the site's clock runs: the site's time zone, which the owner may change while the
// site runs (Site settings), and whether the job runs at a wall time (minutes since midnight).
export interface SiteClockSchedule {
  timeZone: () => Promise<string>;
  at: (minutes: number) => boolean;
}

// Whether a job on the site's clock runs in the minute of `now`, in the zone the site has now.
export async function runsAt(now: Date, schedule: SiteClockSchedule): Promise<boolean> {
  return schedule.at(wallClockOf(now, await schedule.timeZone()).minutes);
}

// A job on the site's clock: asked every minute (every zone's hours start on a whole minute) in the
// zone of that minute, so a change of zone is followed from the next minute, with no restart. A
// minute whose zone cannot be read (the database away) is skipped: each job has its catch-up.
export function scheduleOnSiteClock(
  scheduler: SchedulerRegistry,
  name: string,
  schedule: SiteClockSchedule,
  tick: () => Promise<void>,
): void {
  const onTick = async () => {
    if (await runsAt(new Date(), schedule).catch(() => false)) await tick();
  };
  scheduleInTimeZone(scheduler, name, { cronTime: '0 * * * * *', timeZone: 'UTC' }, onTick);
}

// `run` as a scheduled tick: a failure is logged ("{what} failed: …"), never thrown, and the next
// tick tries again. A scheduled run is measured as the job `what` (core/observability/job-metrics.ts).
export const loggedTick =
  (logger: Logger, what: string, run: () => Promise<unknown>): (() => Promise<void>) =>
  async () => {
    try {
      await measuredJob(what, run);
    } catch (error) {
      logger.error(`${what} failed: ${error instanceof Error ? error.stack : error}`);
    }
  };
