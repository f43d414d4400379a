import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { BackupRunEntity } from './entities/backup-run.entity';

export interface BackupOutcome {
  file?: string;
  error?: string;
}

@Injectable()
export class BackupRunsRepository {
  constructor(@InjectRepository(BackupRunEntity) private readonly runs: Repository<BackupRunEntity>) {}

  // The run of a scheduled minute, for the first replica that asks; null when another one has it.
  async claim(slot: Date): Promise<number | null> {
    const rows: { id: number }[] = await this.runs.query(
      `INSERT INTO backup_runs (slot, started_at) VALUES ($1, now()) ON CONFLICT (slot) DO NOTHING RETURNING id`,
      [slot],
    );
    return rows[0]?.id ?? null;
  }

  async finish(id: number, outcome: BackupOutcome): Promise<void> {
    await this.runs.update(id, {
      finishedAt: () => 'now()',
      status: outcome.error === undefined ? 'succeeded' : 'failed',
      file: outcome.file ?? null,
      error: outcome.error?.slice(0, 2000) ?? null,
    });
  }

  // A backup made outside the schedule (`make backup`), recorded once it ended.
  async record(startedAt: Date, outcome: BackupOutcome): Promise<void> {
    const { identifiers } = await this.runs.insert({ startedAt, status: 'running' });
    await this.finish(identifiers[0].id as number, outcome);
  }

  lastFinished(status: 'succeeded' | 'failed'): Promise<BackupRunEntity | null> {
    return this.runs.findOne({ where: { status }, order: { finishedAt: 'DESC' } });
  }
}
