import { SaveOutlined } from '@ant-design/icons';
import type { BackupHealthDto } from '../../../api/admin';
import { BackupActions } from './BackupActions';
import { HealthCard } from './HealthCard';
import { age } from './MailHealthCard';

// A scheduled backup older than this (a daily schedule missed a day) needs a look.
export const STALE_BACKUP_SECONDS = 2 * 86_400;

// "Backups: last succeeded 3 h ago", "… · last failed 10 min ago", "… · not scheduled".
export function backupLine(backups: BackupHealthDto): { text: string; warning: boolean } {
  const { scheduled, lastSucceededSecondsAgo: succeeded, lastFailedSecondsAgo: failed } = backups;
  const failedSince = failed !== null && (succeeded === null || failed < succeeded);
  const parts = [succeeded === null ? 'Backups: none made yet' : `Backups: last succeeded ${age(succeeded)} ago`];
  if (failedSince) parts.push(`last failed ${age(failed)} ago`);
  if (!scheduled) parts.push('not scheduled');
  const stale = scheduled && (succeeded === null || succeeded > STALE_BACKUP_SECONDS);
  return { text: parts.join(' · '), warning: failedSince || stale };
}

// When the last backup succeeded; in the warning colour when one failed since, or a scheduled
// backup is overdue; a backup made now, and the latest archive to download.
export function BackupHealthCard({ backups }: { backups: BackupHealthDto | undefined }) {
  if (!backups) return null;
  const { text, warning } = backupLine(backups);
  return (
    <HealthCard
      label="Backup health"
      className="admin-backup-health"
      icon={<SaveOutlined aria-hidden />}
      warning={warning}
    >
      {text} <BackupActions />
    </HealthCard>
  );
}
