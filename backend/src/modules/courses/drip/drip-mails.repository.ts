import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

// A lesson that opened for a student on a day.
export interface OpenedLessonRow {
  enrolmentId: number;
  productId: number;
  userId: number;
  enrolledAt: Date;
  lessonId: number;
  dripDays: number;
}

// A lesson still worth announcing to a student, with the enrolment that lets them read it.
export interface DripLessonRow {
  enrolmentId: number;
  productId: number;
  lessonId: number;
  lessonTitle: string;
  modulePosition: number;
  lessonPosition: number;
}

// An enrolment a stop link names.
export interface DripEnrolmentRow {
  enrolmentId: number;
  productId: number;
  userId: number;
  dripMails: boolean;
}

// The reads and writes of the daily "new lessons are open" mail over course_enrolments and
// course_lessons. Which courses are live, their titles and the students' addresses are commerce's
// and auth's: DripReadsService adds them.
@Injectable()
export class DripMailsRepository {
  constructor(private readonly dataSource: DataSource) {}

  // The published lessons with a delay that open on `day` (YYYY-MM-DD in `timeZone`) for the
  // students who still want the mail: the local day of enrolment plus the delay is that day. A
  // member's enrolment has no drip (its course opens whole while the membership includes it).
  openedOn(tx: EntityManager, day: string, timeZone: string): Promise<OpenedLessonRow[]> {
    return tx.query(
      `SELECT e.id AS "enrolmentId", e.product_id AS "productId", e.user_id AS "userId",
              e.enrolled_at AS "enrolledAt", l.id AS "lessonId", l.drip_days AS "dripDays"
       FROM course_enrolments e
       JOIN course_lessons l ON l.product_id = e.product_id AND l.status = 'published' AND l.drip_days > 0
       WHERE e.drip_mails AND e.source <> 'membership'
         AND (e.enrolled_at AT TIME ZONE $2)::date + l.drip_days = $1::date
       ORDER BY e.user_id, e.id, l.id`,
      [day, timeZone],
    );
  }

  // those of `lessonIds` the student may still hear of: still enrolled, the mail still wanted, the
  // lesson still published
  lessonsFor(userId: number, lessonIds: number[]): Promise<DripLessonRow[]> {
    return this.dataSource.query(
      `SELECT e.id AS "enrolmentId", l.product_id AS "productId", l.id AS "lessonId", l.title AS "lessonTitle",
              m.position AS "modulePosition", l.position AS "lessonPosition"
       FROM course_lessons l
       JOIN course_modules m ON m.id = l.module_id
       JOIN course_enrolments e ON e.product_id = l.product_id AND e.user_id = $1 AND e.drip_mails
       WHERE l.id = ANY($2::int[]) AND l.status = 'published'`,
      [userId, lessonIds],
    );
  }

  enrolments(enrolmentIds: number[]): Promise<DripEnrolmentRow[]> {
    return this.dataSource.query(
      `SELECT id AS "enrolmentId", product_id AS "productId", user_id AS "userId", drip_mails AS "dripMails"
       FROM course_enrolments WHERE id = ANY($1::int[])`,
      [enrolmentIds],
    );
  }

  async stop(enrolmentIds: number[]): Promise<void> {
    await this.dataSource.query('UPDATE course_enrolments SET drip_mails = false WHERE id = ANY($1::int[])', [
      enrolmentIds,
    ]);
  }
}
