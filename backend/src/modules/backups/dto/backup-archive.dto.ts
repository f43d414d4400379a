import { ApiProperty } from '@nestjs/swagger';
import type { BackupArchive } from '../backups.service';

// An archive kept in BACKUP_DIR, for the admin to download.
export class BackupArchiveDto {
  @ApiProperty({ example: 'backup-20260301T030000Z.tar.gz' }) name: string;
  @ApiProperty({ type: 'integer', description: 'Bytes' }) size: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

export const toBackupArchiveDto = (a: BackupArchive): BackupArchiveDto => ({
  name: a.name,
  size: a.size,
  createdAt: a.createdAt.toISOString(),
});
