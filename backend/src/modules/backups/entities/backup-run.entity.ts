import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type BackupRunStatus = 'running' | 'succeeded' | 'failed';

// One backup and how it ended (migration 1764580000000).
@Entity('backup_runs')
export class BackupRunEntity {
  @PrimaryGeneratedColumn()
  id: number;

  // the scheduled minute it was made for; null for `make backup`
  @Column({ type: 'timestamptz', nullable: true })
  slot: Date | null;

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  @Column({ type: 'varchar', length: 10 })
  status: BackupRunStatus;

  @Column({ type: 'varchar', length: 500, nullable: true })
  file: string | null;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  error: string | null;
}
