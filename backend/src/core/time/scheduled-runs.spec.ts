import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { finishScheduledRuns, trackScheduledRuns } from './scheduled-runs';

// Real cron jobs in Nest's registry: a run under way is waited for on shutdown, up to the bound.
describe('scheduled runs on shutdown', () => {
  let registry: SchedulerRegistry;
  let release: () => void;
  let ticks: number;

  beforeEach(() => {
    registry = new SchedulerRegistry();
    ticks = 0;
    const held = new Promise<void>((resolve) => (release = resolve));
    // a run that goes on until the test releases it (the claim of a cron mid-run)
    const job = CronJob.from({ cronTime: '0 0 1 1 *', onTick: () => (ticks++, held), start: true });
    registry.addCronJob('slow-job', job as never);
    trackScheduledRuns(registry);
  });

  afterEach(async () => {
    release();
    await finishScheduledRuns(registry, 1000);
  });

  it('waits for a run under way, and stops the job', async () => {
    const job = registry.getCronJob('slow-job');
    void job.fireOnTick();
    let finished = false;
    const finishing = finishScheduledRuns(registry, 10_000).then((left) => ((finished = true), left));
    // the job is stopped at once, its run still going
    await new Promise(setImmediate);
    expect(job.isActive).toBe(false);
    expect(job.isCallbackRunning).toBe(true);
    expect(finished).toBe(false);
    release();
    await expect(finishing).resolves.toEqual([]);
    expect(job.isCallbackRunning).toBe(false);
  });

  it('does not start the run again on top of itself', async () => {
    const job = registry.getCronJob('slow-job');
    void job.fireOnTick();
    void job.fireOnTick();
    expect(ticks).toBe(1);
  });

  it('names the runs still going at the bound', async () => {
    void registry.getCronJob('slow-job').fireOnTick();
    await expect(finishScheduledRuns(registry, 60)).resolves.toEqual(['slow-job']);
  });
});
