import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ImportSource } from '../sources/import-bundle';

// An old address of an imported post (its path on Ghost, WordPress or Substack, `/?p=123` with its
// query), answered with a 301 to the post's address here (its slug now: a retitled post's new one).
@Entity('redirects')
export class RedirectEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text', unique: true })
  path: string;

  // the imported post (its redirects go with it; migration 1764840000000)
  @Column({ name: 'post_id', type: 'integer' })
  postId: number;

  @Column({ type: 'text' })
  source: ImportSource;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
