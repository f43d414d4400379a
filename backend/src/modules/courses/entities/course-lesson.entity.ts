import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const VIDEO_PROVIDERS = ['file', 'youtube', 'vimeo'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];
export const LESSON_STATUSES = ['draft', 'published'] as const;
export type LessonStatus = (typeof LESSON_STATUSES)[number];

const bigintNumber = { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) };

// One lesson of a course module (migration 1764590000000). Students see it once it is published and,
// when it has a drip delay, from 06:00 (the site's time zone) on the day that many days after their enrolment.
@Entity('course_lessons')
export class CourseLessonEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'module_id', type: 'integer' })
  moduleId: number;

  // the course (its module's product), kept here so a course's lessons are read in one query
  @Column({ name: 'product_id', type: 'integer' })
  productId: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  // sanitised on save like a post's content (core/text/html.ts); never shown before access is checked
  @Column({ name: 'body_html', type: 'text', default: '' })
  bodyHtml: string;

  // null: no video. 'file': an uploaded file (videoRef is its private key); 'youtube' / 'vimeo':
  // videoRef is the video's id on that host
  @Column({ name: 'video_provider', type: 'varchar', length: 10, nullable: true })
  videoProvider: VideoProvider | null;

  @Column({ name: 'video_ref', type: 'varchar', length: 200, nullable: true })
  videoRef: string | null;

  @Column({ name: 'video_file_name', type: 'varchar', length: 255, nullable: true })
  videoFileName: string | null;

  @Column({ name: 'video_size', type: 'bigint', nullable: true, transformer: bigintNumber })
  videoSize: number | null;

  // open to everybody, signed in or not
  @Column({ name: 'free_preview', type: 'boolean', default: false })
  freePreview: boolean;

  // days after enrolment before it opens (0: at once)
  @Column({ name: 'drip_days', type: 'integer', default: 0 })
  dripDays: number;

  @Column({ type: 'varchar', length: 10, default: 'draft' })
  status: LessonStatus;

  // 0, 1, 2… within its module
  @Column({ type: 'integer' })
  position: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
