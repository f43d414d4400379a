import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { LessonProgressEntity } from '../entities/lesson-progress.entity';

// The lessons each student marked complete (course_progress).
@Injectable()
export class ProgressRepository {
  constructor(@InjectRepository(LessonProgressEntity) private readonly progress: Repository<LessonProgressEntity>) {}

  // the student's completed lessons among these courses' lessons (drafts included: callers count
  // the published ones); in `tx` to see its own changes
  async completedIn(userId: number, productIds: number[], tx?: EntityManager): Promise<Set<number>> {
    if (!productIds.length) return new Set();
    const rows = (await (tx ?? this.progress.manager).query(
      `SELECT p.lesson_id AS id FROM course_progress p JOIN course_lessons l ON l.id = p.lesson_id
        WHERE p.user_id = $1 AND l.product_id = ANY($2::int[])`,
      [userId, productIds],
    )) as { id: number }[];
    return new Set(rows.map((r) => r.id));
  }

  async complete(tx: EntityManager, userId: number, lessonId: number, now: Date): Promise<void> {
    await tx.query(
      `INSERT INTO course_progress (user_id, lesson_id, completed_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, lesson_id) DO NOTHING`,
      [userId, lessonId, now],
    );
  }

  async uncomplete(tx: EntityManager, userId: number, lessonId: number): Promise<void> {
    await tx.query('DELETE FROM course_progress WHERE user_id = $1 AND lesson_id = $2', [userId, lessonId]);
  }
}
