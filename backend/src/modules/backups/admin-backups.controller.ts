import { Controller, Get, Param, Post, Res, StreamableFile } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { createReadStream } from 'node:fs';
import { AdminOnly } from '../../core/access/access.decorators';
import { AuditTrail } from '../../core/audit/audit-trail';
import { ErrorResponseDto } from '../../core/http/error-response.dto';
import { attachmentDisposition } from '../../core/storage/file-store';
import { BackupsErrors } from './backups.errors';
import { BackupsService } from './backups.service';
import { BackupArchiveDto, toBackupArchiveDto } from './dto/backup-archive.dto';
import { RecentProof } from '../../core/access/recent-proof';

// The Overview's backup line: a backup made now, and the kept archives to download. The signed-in
// owner only, never an API key: an archive holds the whole database, live sessions and key hashes
// included, so a leaked key must not be able to take it.
@ApiTags('admin: backups')
@AdminOnly({ keys: 'none' })
@Controller('admin/backups')
export class AdminBackupsController {
  constructor(
    private readonly backups: BackupsService,
    private readonly audit: AuditTrail,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Make a backup now (answers once the archive is written; one at a time)' })
  @ApiCreatedResponse({ type: BackupArchiveDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: BackupsErrors.running })
  async backUpNow(): Promise<BackupArchiveDto> {
    return toBackupArchiveDto(await this.backups.runNow());
  }

  @Get()
  @ApiOperation({ summary: 'The backup archives kept in BACKUP_DIR, newest first' })
  @ApiOkResponse({ type: [BackupArchiveDto] })
  async listBackupArchives(): Promise<BackupArchiveDto[]> {
    return (await this.backups.archives()).map(toBackupArchiveDto);
  }

  @Get(':name')
  @RecentProof()
  @ApiOperation({ summary: 'Download a kept backup archive (.tar.gz, as an attachment)' })
  @ApiProduces('application/gzip')
  @ApiOkResponse({ description: 'The archive' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: BackupsErrors.archiveNotFound })
  async downloadBackupArchive(
    @Param('name') name: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const archive = await this.backups.archivePath(name);
    await this.audit.note(`Downloaded the backup archive ${name}`);
    res.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(createReadStream(archive.path), {
      type: 'application/gzip',
      length: archive.size,
      disposition: attachmentDisposition(name),
    });
  }
}
