import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn } from 'class-validator';
import { Omittable } from '../../../core/http/omittable';
import { IMPORT_SOURCES, type ImportSource } from '../sources/import-bundle';

// the multipart form's fields beside the file (strings, as a form sends them)
export class SiteImportRequestDto {
  @ApiProperty({ enum: IMPORT_SOURCES, description: 'Where the export comes from' })
  @IsIn(IMPORT_SOURCES, { message: 'source must be ghost, wordpress or substack' })
  source: ImportSource;

  @ApiPropertyOptional({
    type: Boolean,
    description: 'true: report what the import would do and write nothing (the default is false)',
  })
  @Omittable()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'dryRun must be true or false' })
  dryRun?: boolean;
}

export const IMPORT_OUTCOMES = ['created', 'renamed', 'skipped', 'failed'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];
export const IMPORT_ROW_KINDS = ['post', 'subscriber'] as const;

export class SiteImportRowDto {
  @ApiProperty({ enum: IMPORT_ROW_KINDS })
  kind: (typeof IMPORT_ROW_KINDS)[number];

  @ApiProperty({ description: 'The item’s id in the export (a subscriber’s: the address)' })
  sourceId: string;

  @ApiProperty({ description: 'The post’s title, or the subscriber’s address' })
  label: string;

  @ApiProperty({
    enum: IMPORT_OUTCOMES,
    description: 'created; renamed: created under another address; skipped (why in notes); failed (why in notes)',
  })
  outcome: ImportOutcome;

  @ApiProperty({ description: 'A post’s address here, e.g. /blog/my-post', nullable: true, type: String })
  target: string | null;

  @ApiProperty({ type: [String], description: 'What the owner should know: why skipped or failed, drafts, images' })
  notes: string[];
}

export class SiteImportCountsDto {
  @ApiProperty({ description: 'Created as they were (renamed ones not counted here)' })
  created: number;

  @ApiProperty({ description: 'Created under another address (theirs belongs to another post here)' })
  renamed: number;

  @ApiProperty()
  skipped: number;

  @ApiProperty()
  failed: number;
}

export class SiteImportReportDto {
  @ApiProperty({ enum: IMPORT_SOURCES })
  source: ImportSource;

  @ApiProperty({ description: 'true: nothing was written; the report says what an import would do' })
  dryRun: boolean;

  @ApiProperty({ type: SiteImportCountsDto })
  posts: SiteImportCountsDto;

  @ApiProperty({ type: SiteImportCountsDto })
  subscribers: SiteImportCountsDto;

  @ApiProperty({ type: [SiteImportRowDto] })
  rows: SiteImportRowDto[];
}

export class RedirectDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: '/2021/03/04/calm-leaders', description: 'The old address (its path, without a trailing /)' })
  path: string;

  @ApiProperty({ example: '/blog/calm-leaders', description: 'Its post’s address now (a retitled post’s new one)' })
  target: string;

  @ApiProperty({ enum: IMPORT_SOURCES })
  source: ImportSource;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}
