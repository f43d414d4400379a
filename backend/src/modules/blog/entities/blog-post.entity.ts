import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

// Who may read a post's body (docs/memberships.md): everybody, any member, or the members of a tier
// and of the tiers above it (audienceTierId).
export const POST_AUDIENCES = ['everyone', 'members', 'tier'] as const;
export type PostAudience = (typeof POST_AUDIENCES)[number];

@Entity('blog_posts')
export class BlogPostEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 220, unique: true })
  slug: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 1000 })
  excerpt: string;

  // sanitised HTML
  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'varchar', length: 60 })
  category: string;

  @Column({ name: 'image_url', type: 'varchar', length: 500, nullable: true })
  imageUrl: string | null;

  @Column({ type: 'boolean', default: false })
  published: boolean;

  // queued for the daily publication (when not published)
  @Column({ type: 'boolean', default: false })
  scheduled: boolean;

  // to go live at this minute (publishing on a date): neither live nor queued until then
  // (migration 1764780000000)
  @Column({ name: 'publish_at', type: 'timestamptz', nullable: true })
  publishAt: Date | null;

  @Column({ name: 'read_time', type: 'integer' })
  readTime: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  @Column({ type: 'varchar', length: 8, default: 'everyone' })
  audience: PostAudience;

  // the tier's product id, exactly when audience = 'tier' (migration 1764690000000)
  @Column({ name: 'audience_tier_id', type: 'integer', nullable: true })
  audienceTierId: number | null;

  // one of `make run`'s demo posts: it goes live without an e-mail to the subscribers; a demo post
  // the owner edits is theirs
  @Column({ name: 'is_demo', type: 'boolean', default: false })
  isDemo: boolean;

  // raised by every save, in the UPDATE that checks the version the editor started from
  // (BlogPostsRepository.nextVersion; migration 1764800000000)
  @Column({ type: 'integer', default: 1 })
  version: number;
}

// A draft: neither live, queued nor dated (an autosaved new post, an unscheduled one). Only a draft
// may be half-written; a plain save keeps it one.
export const isDraft = (post: Pick<BlogPostEntity, 'published' | 'scheduled' | 'publishAt'>): boolean =>
  !post.published && !post.scheduled && !post.publishAt;

// What a list reads of a post: everything but the content (and the demo mark, the publishing's own).
export type BlogPostSummary = Omit<BlogPostEntity, 'content' | 'isDemo'>;
