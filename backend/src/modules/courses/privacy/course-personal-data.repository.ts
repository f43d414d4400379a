import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export interface EnrolmentRecord {
  productId: number;
  enrolledAt: Date;
  source: string;
  completedAt: Date | null;
  dripMails: boolean;
}

export interface CompletedLessonRecord {
  productId: number;
  title: string;
  completedAt: Date;
}

// An account's courses, as its data export and its deletion see them.
@Injectable()
export class CoursePersonalDataRepository {
  constructor(private readonly dataSource: DataSource) {}

  enrolments(userId: number): Promise<EnrolmentRecord[]> {
    return this.dataSource.query(
      `SELECT e.product_id AS "productId", e.enrolled_at AS "enrolledAt", e.source, e.completed_at AS "completedAt",
              e.drip_mails AS "dripMails"
       FROM course_enrolments e
       WHERE e.user_id = $1 ORDER BY e.enrolled_at, e.id`,
      [userId],
    );
  }

  // every lesson the account marked complete, enrolled still or not (progress outlives enrolment)
  completedLessons(userId: number): Promise<CompletedLessonRecord[]> {
    return this.dataSource.query(
      `SELECT l.product_id AS "productId", l.title, c.completed_at AS "completedAt"
       FROM course_progress c
       JOIN course_lessons l ON l.id = c.lesson_id
       WHERE c.user_id = $1 ORDER BY c.completed_at, l.id`,
      [userId],
    );
  }

  // in the deleting transaction (the foreign keys would cascade with the account; gone here
  // explicitly, with the other parts, before it goes)
  async remove(tx: EntityManager, userId: number): Promise<void> {
    await tx.query('DELETE FROM course_progress WHERE user_id = $1', [userId]);
    await tx.query('DELETE FROM course_enrolments WHERE user_id = $1', [userId]);
  }
}
