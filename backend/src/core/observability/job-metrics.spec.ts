import type { Logger } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import type { AppConfig } from '../config/app-config';
import { loggedTick } from '../time/zoned-cron';
import { JobMetrics } from './job-metrics';
import { Metrics } from './metrics';

describe('JobMetrics', () => {
  const logger = { error: jest.fn() } as unknown as Logger;

  function scheduledApp() {
    const metrics = new Metrics({ metricsPort: null } as AppConfig);
    const scheduler = new SchedulerRegistry();
    new JobMetrics(metrics, scheduler).onModuleInit();
    return { metrics, scheduler };
  }

  // a job of `scheduler` (never started: the test fires its tick) whose tick runs `tick`
  function schedule(scheduler: SchedulerRegistry, tick: () => Promise<void>): () => Promise<void> {
    let ran = Promise.resolve();
    const job = CronJob.from({ cronTime: '0 0 1 1 *', onTick: () => void (ran = tick()), start: false });
    scheduler.addCronJob('a job', job as never);
    return async () => {
      await job.fireOnTick();
      await ran;
    };
  }

  it("counts a scheduled run's failure, duration and time under the job's name", async () => {
    const { metrics, scheduler } = scheduledApp();
    const fire = schedule(
      scheduler,
      loggedTick(logger, 'Failing job', () => Promise.reject(new Error('no database'))),
    );
    await fire();
    await fire();
    const text = await metrics.scrape();
    expect(text).toContain('job_failures_total{job="Failing job"} 2');
    expect(text).toContain('job_runs_total{job="Failing job"} 2');
    expect(text).toContain('job_duration_seconds_count{job="Failing job"} 2');
    expect(text).toMatch(/job_last_run_timestamp_seconds\{job="Failing job"\} \d{10}/);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('Failing job failed: Error: no database'));
  });

  it('leaves out a run no tick made (a catch-up at start) and the ticks of another app', async () => {
    const first = scheduledApp();
    const second = scheduledApp();
    const tick = loggedTick(logger, 'Catch-up', () => Promise.resolve());
    await tick();
    await schedule(second.scheduler, tick)();
    expect(await first.metrics.scrape()).not.toContain('job_runs_total{job="Catch-up"}');
    expect(await second.metrics.scrape()).toContain('job_runs_total{job="Catch-up"} 1');
  });
});
