import { Injectable, OnModuleInit } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { CronJob } from 'cron';
import { Metrics } from './metrics';

// The app whose scheduler started the tick running now: the jobs' ticks (core/time/zoned-cron.ts's
// loggedTick) report to it, whichever of several apps in one process (the tests') it is.
// seconds: from a prune to a rollup of a busy day
const JOB_BUCKETS = [0.01, 0.1, 0.5, 1, 5, 15, 60, 300];

const scheduledBy = new AsyncLocalStorage<JobMetrics>();

// Each scheduled job's last run, its duration and its failures, per job (the name its loggedTick
// gives it: "Daily publication"). A run is measured when a cron tick of this app makes it; the
// catch-ups a module runs at start are not scheduled runs.
@Injectable()
export class JobMetrics implements OnModuleInit {
  private readonly finishedAt = new Map<string, number>();
  private readonly duration;
  private readonly failures;
  private readonly runs;

  constructor(
    metrics: Metrics,
    private readonly scheduler: SchedulerRegistry,
  ) {
    metrics.gauge('job_last_run_timestamp_seconds', 'When each job last finished (Unix time)', () => this.finished(), [
      'job',
    ]);
    this.duration = metrics.histogram('job_duration_seconds', 'How long each run of a job took', ['job'], JOB_BUCKETS);
    this.failures = metrics.counter('job_failures_total', 'Runs of a job that failed', ['job']);
    this.runs = metrics.counter('job_runs_total', 'Runs of a job, failed or not', ['job']);
  }

  // before the scheduler starts its jobs (Nest's @Cron ones and ours are added when the app
  // bootstraps, after every module's init): each tick of each job runs in this app's scope
  onModuleInit(): void {
    const add = this.scheduler.addCronJob.bind(this.scheduler);
    this.scheduler.addCronJob = (name: string, job: CronJob) => add(name, this.inScope(job));
    for (const job of this.scheduler.getCronJobs().values()) this.inScope(job as unknown as CronJob);
  }

  async measure<T>(job: string, run: () => Promise<T>): Promise<T> {
    const started = process.hrtime.bigint();
    try {
      return await run();
    } catch (error) {
      this.failures.inc({ job });
      throw error;
    } finally {
      this.runs.inc({ job });
      this.duration.observe({ job }, Number(process.hrtime.bigint() - started) / 1e9);
      this.finishedAt.set(job, Date.now() / 1000);
    }
  }

  private finished(): [{ job: string }, number][] {
    return [...this.finishedAt].map(([job, at]) => [{ job }, at]);
  }

  private inScope(job: CronJob): CronJob {
    const fire = job.fireOnTick.bind(job);
    job.fireOnTick = () => scheduledBy.run(this, fire);
    return job;
  }
}

// `run` measured as a run of `job` when a scheduled tick made it; as it is otherwise
export function measuredJob<T>(job: string, run: () => Promise<T>): Promise<T> {
  const metrics = scheduledBy.getStore();
  return metrics ? metrics.measure(job, run) : run();
}
