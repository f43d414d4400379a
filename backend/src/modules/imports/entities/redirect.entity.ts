import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ImportSource } from '../sources/import-bundle';

// An old address of an imported post (its path on Ghost, WordPress or Substack, `/?p=123` with its
// query), answered with a 301 to the post's address here.
@Entity('redirects')
export class RedirectEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text', unique: true })
  path: string;

  @Column({ type: 'text' })
  target: string;

  @Column({ type: 'text' })
  source: ImportSource;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
