import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { PostAudience } from './blog-post.entity';

// How a revision came: the editor's save, an autosave, or a restore of an earlier revision.
export const REVISION_KINDS = ['save', 'autosave', 'restore'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

// A post's editable fields as one save left them (migration 1764800000000), numbered 1, 2, … per post.
@Entity('blog_post_revisions')
export class PostRevisionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'post_id', type: 'integer' })
  postId: number;

  @Column({ type: 'integer' })
  number: number;

  @Column({ type: 'varchar', length: 8 })
  kind: RevisionKind;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 1000 })
  excerpt: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'varchar', length: 60 })
  category: string;

  @Column({ name: 'image_url', type: 'varchar', length: 500, nullable: true })
  imageUrl: string | null;

  @Column({ type: 'varchar', length: 8 })
  audience: PostAudience;

  @Column({ name: 'audience_tier_id', type: 'integer', nullable: true })
  audienceTierId: number | null;

  // the editor's user id (null once their account is gone)
  @Column({ name: 'saved_by', type: 'integer', nullable: true })
  savedBy: number | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  // the last save it holds (an autosave that replaced it moves it)
  @Column({ name: 'saved_at', type: 'timestamptz' })
  savedAt: Date;
}

// The fields a revision keeps of a post (what a restore gives back).
export type RevisedFields = Pick<
  PostRevisionEntity,
  'title' | 'excerpt' | 'content' | 'category' | 'imageUrl' | 'audience' | 'audienceTierId'
>;
