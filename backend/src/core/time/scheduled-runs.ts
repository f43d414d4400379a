import type { SchedulerRegistry } from '@nestjs/schedule';
import { setTimeout as sleep } from 'node:timers/promises';

// Nest's scheduler stops its cron jobs when the app closes but does not wait for a run under way,
// which would then lose its database connections mid-run (its claimed rows left to their lease).
// Each job is told to wait for its own run (cron's waitForCompletion: its isCallbackRunning then
// covers the whole async run, and a slow run is not started again on top of itself by the next
// tick); on shutdown the jobs are stopped and the runs under way awaited, up to a bound.
export function trackScheduledRuns(registry: SchedulerRegistry): void {
  for (const job of registry.getCronJobs().values()) job.waitForCompletion = true;
}

// Stops every job, then waits for the runs under way; answers the names of those still running
// when `boundMs` passed (the app closes all the same: their work is crash-safe, left to its lease).
export async function finishScheduledRuns(registry: SchedulerRegistry, boundMs: number): Promise<string[]> {
  const jobs = [...registry.getCronJobs()];
  for (const [, job] of jobs) void job.stop();
  const deadline = Date.now() + boundMs;
  const running = () => jobs.filter(([, job]) => job.isCallbackRunning).map(([name]) => name);
  // a run's end is not an event cron offers: asked every 50 ms, for at most the bound
  while (running().length && Date.now() < deadline) await sleep(50);
  return running();
}
