import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ApiKeyScope } from '../../../core/access/access.decorators';

// One API key (migration 1764610000000-api-keys): never the key itself, only its sha256.
@Entity('api_keys')
export class ApiKeyEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  @Column({ type: 'varchar', length: 20 })
  scope: ApiKeyScope;

  // the key's first 12 characters, to recognise it in the list
  @Column({ type: 'varchar', length: 16 })
  prefix: string;

  @Column({ name: 'key_hash', type: 'char', length: 64, select: false })
  keyHash: string;

  @Column({ name: 'created_by', type: 'integer' })
  createdBy: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
