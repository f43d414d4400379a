import type { Logger } from '@nestjs/common';
import type { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';

// A job on the site's clock (PUBLISH_TZ), registered with Nest's scheduler when the app starts:
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

// `run` as a scheduled tick: a failure is logged ("{what} failed: …"), never thrown, and the next
// tick tries again.
export const loggedTick =
  (logger: Logger, what: string, run: () => Promise<unknown>): (() => Promise<void>) =>
  async () => {
    try {
      await run();
    } catch (error) {
      logger.error(`${what} failed: ${error instanceof Error ? error.stack : error}`);
    }
  };
