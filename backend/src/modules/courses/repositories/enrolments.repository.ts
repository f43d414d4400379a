import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { CourseEnrolmentEntity, type EnrolmentSource } from '../entities/course-enrolment.entity';

// How far a student of a course is (their account's name and address are auth's).
export interface StudentProgress {
  userId: number;
  source: EnrolmentSource;
  enrolledAt: Date;
  completedLessons: number;
  totalLessons: number;
  lastLessonTitle: string | null;
  completedAt: Date | null;
}

// A student of a course as the owner's list shows them: their account, how far they are.
export interface StudentRow extends StudentProgress {
  firstName: string;
  lastName: string;
  email: string;
}

// an enrolment a paid order item made
export interface PurchasedEnrolment {
  id: number;
  userId: number;
  productId: number;
}

// a published lesson of the enrolment's course
const PUBLISHED_OF_COURSE = `l.product_id = e.product_id AND l.status = 'published'`;

// Who is enrolled in which course (course_enrolments): a paid item, the owner or a member's first act
// in a course their tier includes enrols, a refund of that item or the owner takes the enrolment away.
@Injectable()
export class EnrolmentsRepository {
  constructor(
    @InjectRepository(CourseEnrolmentEntity) private readonly enrolments: Repository<CourseEnrolmentEntity>,
  ) {}

  // The buyer in each course of the paid items, in the order's transaction. A membership enrolment
  // becomes theirs for good (the item holds it, its date and progress kept); any other enrolment
  // they have already stays as it is. Answers the enrolments made or taken over.
  async enrolBuyer(
    tx: EntityManager,
    userId: number,
    items: { productId: number; itemId: number }[],
  ): Promise<{ id: number; productId: number }[]> {
    // one item per course: DO UPDATE may not meet the same row twice in a statement
    return (await tx.query(
      `INSERT INTO course_enrolments (product_id, user_id, order_item_id, source)
       SELECT DISTINCT ON (item.product_id) item.product_id, $1, item.id, 'purchase'
         FROM unnest($2::int[], $3::int[]) AS item (product_id, id)
        ORDER BY item.product_id, item.id
       ON CONFLICT (product_id, user_id) DO UPDATE SET order_item_id = EXCLUDED.order_item_id, source = 'purchase'
        WHERE course_enrolments.source = 'membership'
       RETURNING id, product_id AS "productId"`,
      [userId, items.map((i) => i.productId), items.map((i) => i.itemId)],
    )) as { id: number; productId: number }[];
  }

  // A member's enrolment in a course their tier includes, on their first act there (in `tx` when
  // given); an account enrolled already keeps its enrolment, and two first acts at once make one.
  async enrolMember(productId: number, userId: number, tx: EntityManager = this.enrolments.manager): Promise<void> {
    await tx.query(
      `INSERT INTO course_enrolments (product_id, user_id, source) VALUES ($1, $2, 'membership')
       ON CONFLICT (product_id, user_id) DO NOTHING`,
      [productId, userId],
    );
  }

  // the enrolments these items made, locked until the transaction ends (a refund decides their fate)
  madeBy(tx: EntityManager, itemIds: number[]): Promise<PurchasedEnrolment[]> {
    return tx.query(
      `SELECT id, user_id AS "userId", product_id AS "productId" FROM course_enrolments
        WHERE order_item_id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
      [itemIds],
    );
  }

  // Each enrolment held from now on by the paid item given (another order's), by the account's
  // membership ('membership': its tier includes the course), or ended.
  async handOver(tx: EntityManager, enrolments: { id: number; itemId: number | 'membership' | null }[]): Promise<void> {
    const kept = enrolments.flatMap((e) => (typeof e.itemId === 'number' ? [{ id: e.id, itemId: e.itemId }] : []));
    const members = enrolments.filter((e) => e.itemId === 'membership').map((e) => e.id);
    const ended = enrolments.filter((e) => e.itemId === null).map((e) => e.id);
    if (members.length)
      await tx.query(
        `UPDATE course_enrolments SET order_item_id = NULL, source = 'membership' WHERE id = ANY($1::int[])`,
        [members],
      );
    if (kept.length)
      await tx.query(
        `UPDATE course_enrolments e SET order_item_id = k.item_id
           FROM unnest($1::int[], $2::int[]) AS k (id, item_id) WHERE e.id = k.id`,
        [kept.map((e) => e.id), kept.map((e) => e.itemId)],
      );
    if (ended.length) await tx.query('DELETE FROM course_enrolments WHERE id = ANY($1::int[])', [ended]);
  }

  // the courses the account has for good (bought or enrolled by the owner): a membership's are only
  // lent while it lasts, and may be bought
  async coursesOf(tx: EntityManager, userId: number): Promise<number[]> {
    const rows = (await tx.query(
      `SELECT product_id AS "productId" FROM course_enrolments WHERE user_id = $1 AND source <> 'membership'`,
      [userId],
    )) as { productId: number }[];
    return rows.map((r) => r.productId);
  }

  // the owner's enrolment (a membership one becomes the owner's: theirs for good, progress kept);
  // null when the account is enrolled already otherwise
  async enrolByOwner(tx: EntityManager, productId: number, userId: number): Promise<number | null> {
    const [row] = (await tx.query(
      `INSERT INTO course_enrolments (product_id, user_id, source) VALUES ($1, $2, 'owner')
       ON CONFLICT (product_id, user_id) DO UPDATE SET source = 'owner' WHERE course_enrolments.source = 'membership'
       RETURNING id`,
      [productId, userId],
    )) as { id: number }[];
    return row?.id ?? null;
  }

  // answers whether there was one
  async remove(productId: number, userId: number): Promise<boolean> {
    return ((await this.enrolments.delete({ productId, userId })).affected ?? 0) > 0;
  }

  find(productId: number, userId: number): Promise<CourseEnrolmentEntity | null> {
    return this.enrolments.findOneBy({ productId, userId });
  }

  findById(id: number): Promise<CourseEnrolmentEntity | null> {
    return this.enrolments.findOneBy({ id });
  }

  // locked until the transaction ends: one student's completions of a course are settled one at a time
  lock(tx: EntityManager, productId: number, userId: number): Promise<CourseEnrolmentEntity | null> {
    return tx
      .getRepository(CourseEnrolmentEntity)
      .findOne({ where: { productId, userId }, lock: { mode: 'pessimistic_write' } });
  }

  // the account's enrolments (a membership's too, counted or not), most recently enrolled first
  ofUser(userId: number): Promise<CourseEnrolmentEntity[]> {
    return this.enrolments.find({ where: { userId }, order: { enrolledAt: 'DESC', id: 'DESC' } });
  }

  async setLastLesson(id: number, lessonId: number): Promise<void> {
    await this.enrolments.update({ id }, { lastLessonId: lessonId });
  }

  async setDripMails(id: number, dripMails: boolean): Promise<void> {
    await this.enrolments.update({ id }, { dripMails });
  }

  // Set once: the first time every lesson is complete. Answers the instant when this call set it.
  async markCompleted(tx: EntityManager, id: number, now: Date): Promise<Date | null> {
    const [rows] = (await tx.query(
      'UPDATE course_enrolments SET completed_at = $2 WHERE id = $1 AND completed_at IS NULL RETURNING completed_at',
      [id, now],
    )) as [{ completed_at: Date }[], number];
    return rows[0]?.completed_at ?? null;
  }

  // a course's students with their progress (counted over its published lessons), in one query,
  // most recently enrolled first
  async progressOf(productId: number, userId?: number): Promise<StudentProgress[]> {
    return (await this.enrolments.query(
      `SELECT e.user_id AS "userId", e.source, e.enrolled_at AS "enrolledAt", e.completed_at AS "completedAt",
              (SELECT count(*)::int FROM course_lessons l WHERE ${PUBLISHED_OF_COURSE}) AS "totalLessons",
              (SELECT count(*)::int FROM course_progress p JOIN course_lessons l ON l.id = p.lesson_id
                WHERE p.user_id = e.user_id AND ${PUBLISHED_OF_COURSE}) AS "completedLessons",
              (SELECT l.title FROM course_lessons l WHERE l.id = e.last_lesson_id) AS "lastLessonTitle"
         FROM course_enrolments e
        WHERE e.product_id = $1 AND ($2::int IS NULL OR e.user_id = $2)
        ORDER BY e.enrolled_at DESC, e.id DESC`,
      [productId, userId ?? null],
    )) as StudentProgress[];
  }
}
