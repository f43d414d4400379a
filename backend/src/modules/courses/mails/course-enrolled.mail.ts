import { defineMail, type QueuedMail } from '../../../core/mail/define-mail';
import { mailTemplate } from '../../../core/mail/mail-template';
import { UsersService } from '../../auth';
import { CourseProducts } from '../course-products';
import { EnrolmentsRepository } from '../repositories/enrolments.repository';
import { courseMailContext } from './course-mail-context';

// userId: what forgetting an account finds its mails by
export type CourseEnrolledPayload = { enrolmentId: number; userId: number };
const TEMPLATE = mailTemplate(__dirname, 'course-enrolled');

// "Welcome to {course}", with the link to the course's page: queued in the transaction that enrols
// (a paid order, or the owner), one per enrolment (its subject key). An enrolment gone by the time
// it is sent (refunded, removed) sends nothing. Retried after a crash mid-send: a student without
// the way in is worse off than one with two welcomes.
export const courseEnrolledMail = defineMail({
  kind: 'course-enrolled',
  onUnresolved: 'retry',
  listUnsubscribe: false,
  uses: { enrolments: EnrolmentsRepository, courses: CourseProducts, users: UsersService },
  async render(mail: QueuedMail<CourseEnrolledPayload>, env) {
    const enrolment = await env.enrolments.findById(Number(mail.payload.enrolmentId));
    if (!enrolment || enrolment.userId !== Number(mail.payload.userId)) return null;
    const context = await courseMailContext(env, enrolment.productId, enrolment.userId, env.config.publicUrl);
    return context && { template: TEMPLATE, subject: `Welcome to ${context.title}`, context };
  },
});

export const courseEnrolledSubject = (productId: number, enrolmentId: number) =>
  `course:${productId}:enrolled:${enrolmentId}`;
