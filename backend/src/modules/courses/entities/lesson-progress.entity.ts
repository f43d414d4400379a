import { Column, Entity, PrimaryColumn } from 'typeorm';

// A lesson a student marked complete (migration 1764590000000).
@Entity('course_progress')
export class LessonProgressEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId: number;

  @PrimaryColumn({ name: 'lesson_id', type: 'integer' })
  lessonId: number;

  @Column({ name: 'completed_at', type: 'timestamptz' })
  completedAt: Date;
}
