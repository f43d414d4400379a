import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsISO8601, IsOptional, IsString, Matches, MaxLength, ValidateBy } from 'class-validator';
import { trimmed } from '../../http/transforms';
import { PageQuery } from '../../paging/page-query.dto';
import { AuditErrors } from '../audit.errors';

// `to` not before `from` (each checked as a time first)
const NotBeforeFrom = () =>
  ValidateBy(
    {
      name: 'notBeforeFrom',
      validator: {
        validate: (to, args) => {
          const { from } = args?.object as { from?: unknown };
          const [start, end] = [Date.parse(String(from)), Date.parse(String(to))];
          return Number.isNaN(start) || Number.isNaN(end) || end >= start;
        },
      },
    },
    { message: AuditErrors.toBeforeFrom },
  );

// The owner's filters of the audit log, its list and its CSV alike.
export class AuditLogFilterQuery {
  @ApiPropertyOptional({
    description: 'Part of who acted: a name, an e-mail address or an API key’s name (any case)',
    maxLength: 200,
  })
  @IsOptional()
  @Transform(trimmed)
  @MaxLength(200, { message: 'who must be at most 200 characters' })
  @IsString({ message: 'who must be text' })
  who?: string;

  @ApiPropertyOptional({
    description: 'Only actions that changed a row of this table',
    example: 'products',
    maxLength: 63,
  })
  @IsOptional()
  @Matches(/^[a-z][a-z0-9_]{0,62}$/, { message: AuditErrors.badTable })
  @IsString({ message: AuditErrors.badTable })
  table?: string;

  @ApiPropertyOptional({
    description: 'Part of the action: its route (e.g. "PUT /api/admin/products") or its note (any case)',
    maxLength: 200,
  })
  @IsOptional()
  @Transform(trimmed)
  @MaxLength(200, { message: 'action must be at most 200 characters' })
  @IsString({ message: 'action must be text' })
  action?: string;

  @ApiPropertyOptional({
    format: 'date-time',
    description: 'Actions at or after this time',
    example: '2025-11-01T00:00:00Z',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: AuditErrors.badFrom })
  from?: string;

  @ApiPropertyOptional({
    format: 'date-time',
    description: 'Actions at or before this time',
    example: '2025-11-30T23:59:59Z',
  })
  @IsOptional()
  @NotBeforeFrom()
  @IsISO8601({ strict: true }, { message: AuditErrors.badTo })
  to?: string;
}

export class ListAuditLogQuery extends IntersectionType(PageQuery, AuditLogFilterQuery) {}
