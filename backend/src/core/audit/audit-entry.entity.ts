import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

// One admin action: who, when, from where, which route (the migration 1764870000000-audit-log.ts;
// written by the database's trigger and audit_note(), never by this entity).
@Entity('audit_entries')
export class AuditEntryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'timestamptz' })
  at: Date;

  @Column({ name: 'actor_user_id', type: 'integer', nullable: true })
  actorUserId: number | null;

  @Column({ name: 'actor_key_id', type: 'integer', nullable: true })
  actorKeyId: number | null;

  @Column({ name: 'actor_label', type: 'text' })
  actorLabel: string;

  @Column({ type: 'text', nullable: true })
  ip: string | null;

  @Column({ type: 'text' })
  action: string;

  @Column({ type: 'text', nullable: true })
  note: string | null;
}

// What one row became in an action: before and after (an UPDATE's changed columns alone).
@Entity('audit_changes')
export class AuditChangeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'entry_id', type: 'integer' })
  entryId: number;

  @Column({ name: 'table_name', type: 'text' })
  tableName: string;

  @Column({ name: 'row_id', type: 'text', nullable: true })
  rowId: string | null;

  @Column({ type: 'text' })
  operation: 'INSERT' | 'UPDATE' | 'DELETE';

  @Column({ type: 'jsonb', nullable: true })
  before: Record<string, unknown> | null;

  @Column({ type: 'jsonb', nullable: true })
  after: Record<string, unknown> | null;
}
