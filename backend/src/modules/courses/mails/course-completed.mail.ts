import { defineMail, type QueuedMail } from '../../../core/mail/define-mail';
import { mailTemplate } from '../../../core/mail/mail-template';
import { UsersService } from '../../auth';
import { CourseProducts } from '../course-products';
import { EnrolmentsRepository } from '../repositories/enrolments.repository';
import { courseMailContext } from './course-mail-context';

export type CourseCompletedPayload = { productId: number; userId: number };
const TEMPLATE = mailTemplate(__dirname, 'course-completed');

// "You finished {course}": queued in the transaction that completes the last lesson, once per
// student and course (completed_at is set once; subject key course:<productId>:completed:<userId>).
// The link leads to the course page, where the certificate is.
export const courseCompletedMail = defineMail({
  kind: 'course-completed',
  onUnresolved: 'retry',
  listUnsubscribe: false,
  uses: { enrolments: EnrolmentsRepository, courses: CourseProducts, users: UsersService },
  async render(mail: QueuedMail<CourseCompletedPayload>, env) {
    const [productId, userId] = [Number(mail.payload.productId), Number(mail.payload.userId)];
    const enrolment = await env.enrolments.find(productId, userId);
    if (!enrolment?.completedAt) return null;
    const context = await courseMailContext(env, productId, userId, env.config.publicUrl);
    return context && { template: TEMPLATE, subject: `You finished ${context.title}`, context };
  },
});

export const courseCompletedSubject = (productId: number, userId: number) => `course:${productId}:completed:${userId}`;
