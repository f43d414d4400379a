import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BackupRunsRepository } from './backup-runs.repository';
import { BackupsCron } from './backups.cron';
import { BackupsService } from './backups.service';
import { BackupRunEntity } from './entities/backup-run.entity';

// Scheduled backups and the record of every backup, read by the Overview.
@Module({
  imports: [TypeOrmModule.forFeature([BackupRunEntity])],
  providers: [BackupsService, BackupRunsRepository, BackupsCron],
  exports: [BackupsService],
})
export class BackupsModule {}
