import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

// A lesson that opened for a student on a day, with whom to tell.
export interface OpenedLesson {
  enrolmentId: number;
  userId: number;
  email: string;
  enrolledAt: Date;
  lessonId: number;
  dripDays: number;
}

// One line of a drip mail: a lesson still worth announcing, and its course.
export interface DripMailLine {
  enrolmentId: number;
  productId: number;
  slug: string;
  courseTitle: string;
  lessonId: number;
  lessonTitle: string;
}

// An enrolment a stop link names, as its pages show it.
export interface DripStopTarget {
  enrolmentId: number;
  courseTitle: string;
  email: string;
  dripMails: boolean;
}

// The reads and writes of the daily "new lessons are open" mail over course_enrolments and
// course_lessons (the products table gives the course's title and slug: data, not an import).
@Injectable()
export class DripMailsRepository {
  constructor(private readonly dataSource: DataSource) {}

  // The published lessons with a delay that open on `day` (YYYY-MM-DD in `timeZone`) for the
  // students who still want the mail: the local day of enrolment plus the delay is that day. An
  // archived course is no news.
  openedOn(tx: EntityManager, day: string, timeZone: string): Promise<OpenedLesson[]> {
    return tx.query(
      `SELECT e.id AS "enrolmentId", e.user_id AS "userId", u.email, e.enrolled_at AS "enrolledAt",
              l.id AS "lessonId", l.drip_days AS "dripDays"
       FROM course_enrolments e
       JOIN users u ON u.id = e.user_id
       JOIN products p ON p.id = e.product_id AND p.archived_at IS NULL
       JOIN course_lessons l ON l.product_id = e.product_id AND l.status = 'published' AND l.drip_days > 0
       WHERE e.drip_mails AND (e.enrolled_at AT TIME ZONE $2)::date + l.drip_days = $1::date
       ORDER BY e.user_id, e.id, l.id`,
      [day, timeZone],
    );
  }

  // At send time: those of `lessonIds` the student may still hear of (still enrolled, the mail
  // still wanted, the lesson still published, the course not archived, the account still at
  // `email`), in the courses' order.
  linesFor(userId: number, email: string, lessonIds: number[]): Promise<DripMailLine[]> {
    return this.dataSource.query(
      `SELECT e.id AS "enrolmentId", p.id AS "productId", p.slug, p.title AS "courseTitle",
              l.id AS "lessonId", l.title AS "lessonTitle"
       FROM course_lessons l
       JOIN course_modules m ON m.id = l.module_id
       JOIN products p ON p.id = l.product_id AND p.archived_at IS NULL
       JOIN course_enrolments e ON e.product_id = l.product_id AND e.user_id = $1 AND e.drip_mails
       JOIN users u ON u.id = e.user_id AND lower(u.email) = lower($3)
       WHERE l.id = ANY($2::int[]) AND l.status = 'published'
       ORDER BY p.title, p.id, m.position, l.position`,
      [userId, lessonIds, email],
    );
  }

  targets(enrolmentIds: number[]): Promise<DripStopTarget[]> {
    return this.dataSource.query(
      `SELECT e.id AS "enrolmentId", p.title AS "courseTitle", u.email, e.drip_mails AS "dripMails"
       FROM course_enrolments e
       JOIN products p ON p.id = e.product_id
       JOIN users u ON u.id = e.user_id
       WHERE e.id = ANY($1::int[])
       ORDER BY p.title, e.id`,
      [enrolmentIds],
    );
  }

  async stop(enrolmentIds: number[]): Promise<void> {
    await this.dataSource.query('UPDATE course_enrolments SET drip_mails = false WHERE id = ANY($1::int[])', [
      enrolmentIds,
    ]);
  }
}
