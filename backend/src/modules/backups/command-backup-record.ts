import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../core/database/data-source-options';
import { type BackupOutcome, BackupRunsRepository } from './backup-runs.repository';
import { BackupRunEntity } from './entities/backup-run.entity';

// `make backup` records its outcome as the scheduled ones do, so the Overview sees it too.
export async function recordCommandBackup(url: string, startedAt: Date, outcome: BackupOutcome): Promise<void> {
  const pool = { size: 1, waitSeconds: 30, maxWaiting: 10 };
  const dataSource = await new DataSource({
    ...dataSourceOptions(url, pool),
    entities: [BackupRunEntity],
  }).initialize();
  try {
    await new BackupRunsRepository(dataSource.getRepository(BackupRunEntity)).record(startedAt, outcome);
  } finally {
    await dataSource.destroy();
  }
}
