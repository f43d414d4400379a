import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

// how the student came in: a paid order, the owner, or a membership whose tier includes the course
export const ENROLMENT_SOURCES = ['purchase', 'owner', 'membership'] as const;
export type EnrolmentSource = (typeof ENROLMENT_SOURCES)[number];

// A student of a course (migration 1764590000000): one row per course and account, written in the
// transaction that completes the paid order (or by the owner), deleted by a refund of that item or
// by the owner. Progress (course_progress) outlives it, so a student enrolled again resumes.
// A member's (migration 1764710000000) is made on their first act in a course their tier includes
// and counts only while it does; it is kept when the membership ends (re-joining restores it), and a
// purchase or the owner's enrolment takes it over.
@Entity('course_enrolments')
export class CourseEnrolmentEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'product_id', type: 'integer' })
  productId: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  // the paid item that enrolled them; null when the owner did
  @Column({ name: 'order_item_id', type: 'integer', nullable: true })
  orderItemId: number | null;

  @Column({ type: 'varchar', length: 10 })
  source: EnrolmentSource;

  // the drip delays count from this moment's day in the site's time zone
  @Column({ name: 'enrolled_at', type: 'timestamptz' })
  enrolledAt: Date;

  // the daily "new lessons are open" mail; off after the one-click stop
  @Column({ name: 'drip_mails', type: 'boolean', default: true })
  dripMails: boolean;

  // the lesson last opened: where Resume leads
  @Column({ name: 'last_lesson_id', type: 'integer', nullable: true })
  lastLessonId: number | null;

  // when every published lesson was complete (the completion mail and the certificate's date)
  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;
}
