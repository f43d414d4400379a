import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminBackupsController } from './admin-backups.controller';
import { BackupRunsRepository } from './backup-runs.repository';
import { BackupsCron } from './backups.cron';
import { BackupsService } from './backups.service';
import { BackupRunEntity } from './entities/backup-run.entity';

// Scheduled backups and the record of every backup, read by the Overview; the admin's "Back up
// now" and the archives to download.
@Module({
  imports: [TypeOrmModule.forFeature([BackupRunEntity])],
  controllers: [AdminBackupsController],
  providers: [BackupsService, BackupRunsRepository, BackupsCron],
  exports: [BackupsService],
})
export class BackupsModule {}
