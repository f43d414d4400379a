import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const COMMENT_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

// A reader's comment under a blog post. A reply names its top-level comment (one level deep). A
// deleted comment that has replies stays, without its author and words (deletedAt set).
@Entity('comments')
export class CommentEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'post_id', type: 'integer' })
  postId: number;

  @Column({ name: 'parent_id', type: 'integer', nullable: true })
  parentId: number | null;

  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  // plain text, newlines kept
  @Column({ type: 'varchar', length: 5000 })
  body: string;

  @Column({ type: 'varchar', length: 10 })
  status: CommentStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;

  // the owner's next daily digest tells of it (the mail setting when it was written was "digest")
  @Column({ name: 'awaits_digest', type: 'boolean', default: false })
  awaitsDigest: boolean;
}
