import { ApiProperty } from '@nestjs/swagger';
import { ID_SCHEMA } from '../../http/int4';
import type { AuditChangeEntity, AuditEntryEntity } from '../audit-entry.entity';

const ROW_VALUES = {
  type: 'object',
  additionalProperties: true,
  nullable: true,
} as const;

// What one row became: its table and key, the operation, and its columns before and after (an
// UPDATE's changed columns alone; a secret shows "[hidden]").
export class AuditChangeDto {
  @ApiProperty({ example: 'products' })
  table: string;

  @ApiProperty({ nullable: true, type: String, example: '12', description: 'The row’s key (its id)' })
  rowId: string | null;

  @ApiProperty({ enum: ['INSERT', 'UPDATE', 'DELETE'], enumName: 'AuditOperation' })
  operation: 'INSERT' | 'UPDATE' | 'DELETE';

  @ApiProperty({
    ...ROW_VALUES,
    description: 'The columns before (null for an INSERT)',
    example: { price_cents: 4900 },
  })
  before: Record<string, unknown> | null;

  @ApiProperty({ ...ROW_VALUES, description: 'The columns after (null for a DELETE)', example: { price_cents: 5900 } })
  after: Record<string, unknown> | null;
}

// One admin action in the log.
export class AuditEntryDto {
  @ApiProperty(ID_SCHEMA)
  id: number;

  @ApiProperty({ format: 'date-time' })
  at: string;

  @ApiProperty({
    example: 'Ada Lovelace <ada@example.com>',
    description: 'Who acted, as they were named then: the admin, or the API key and the admin who made it',
  })
  actor: string;

  @ApiProperty({ nullable: true, type: Number, description: 'The admin’s account id (it may since be deleted)' })
  actorUserId: number | null;

  @ApiProperty({ nullable: true, type: Number, description: 'The API key’s id, when a key acted' })
  apiKeyId: number | null;

  @ApiProperty({
    nullable: true,
    type: String,
    example: '203.0.113.7',
    description: 'The address the request came from',
  })
  ip: string | null;

  @ApiProperty({ example: 'PUT /api/admin/products/{id}', description: 'The route called' })
  action: string;

  @ApiProperty({
    nullable: true,
    type: String,
    example: 'Downloaded the backup archive backup-2025-11-30.tar.gz',
    description: 'What an action that changes no row did',
  })
  note: string | null;

  @ApiProperty({ type: [String], example: ['products'], description: 'The tables it changed' })
  tables: string[];

  @ApiProperty({ type: [AuditChangeDto], description: 'What changed, row by row, in the order it happened' })
  changes: AuditChangeDto[];
}

export const toAuditChangeDto = (change: AuditChangeEntity): AuditChangeDto => ({
  table: change.tableName,
  rowId: change.rowId,
  operation: change.operation,
  before: change.before,
  after: change.after,
});

export const toAuditEntryDto = (entry: AuditEntryEntity, changes: AuditChangeEntity[]): AuditEntryDto => ({
  id: entry.id,
  at: entry.at.toISOString(),
  actor: entry.actorLabel,
  actorUserId: entry.actorUserId,
  apiKeyId: entry.actorKeyId,
  ip: entry.ip,
  action: entry.action,
  note: entry.note,
  tables: [...new Set(changes.map((change) => change.tableName))],
  changes: changes.map(toAuditChangeDto),
});
