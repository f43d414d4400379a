// What other modules may use of backups: the module and its service (the Overview reads how the
// latest backups went), and the archive functions the command line tools run.
export { BackupsModule } from './backups.module';
export { BackupsService, type BackupHealth } from './backups.service';
export { createBackup } from './backup-writer';
export { restoreBackup, SiteRunningError } from './backup-restorer';
export { DamagedBackupError } from './backup-reader';
export { recordCommandBackup } from './command-backup-record';
