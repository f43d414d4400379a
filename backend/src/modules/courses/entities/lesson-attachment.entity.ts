import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

const bigintNumber = { to: (v: number) => v, from: (v: string) => Number(v) };

// A private file of a lesson (a worksheet, slides), served like a product's file: only to students
// who may open the lesson, through a link signed for their account (migration 1764590000000).
@Entity('course_lesson_attachments')
export class LessonAttachmentEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'lesson_id', type: 'integer' })
  lessonId: number;

  // its key under private/ in the FileStore (core/storage), never a public URL
  @Column({ name: 'file_key', type: 'varchar', length: 100 })
  fileKey: string;

  // the name the student downloads it under
  @Column({ name: 'file_name', type: 'varchar', length: 255 })
  fileName: string;

  @Column({ type: 'bigint', transformer: bigintNumber })
  size: number;

  @Column({ type: 'integer' })
  position: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
