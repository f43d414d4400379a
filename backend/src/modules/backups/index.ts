// What other modules may use of backups: the module (its cron and the last run, for the overview)
// and the archive functions the command line tools run.
export { createBackup } from './backup-writer';
export { restoreBackup, SiteRunningError } from './backup-restorer';
export { DamagedBackupError } from './backup-reader';
