import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DomainEvents } from '../../core/events/domain-events.service';
import { MailOutbox } from '../../core/mail/mail-outbox';
import { type FulfilmentStep, OrderFactsService, ProductFactsService, type ProductTypeDefinition } from '../commerce';
import { UsersService } from '../auth';
import { CourseReaders } from './course-readers';
import { courseEnrolledMail, courseEnrolledSubject } from './mails/course-enrolled.mail';
import { EnrolmentsRepository } from './repositories/enrolments.repository';
import { PublishedLessonsRepository } from './repositories/published-lessons.repository';
import { StudentCountsRepository } from './repositories/student-counts.repository';
import { CourseProductKnowledge } from './knowledge/course-product-knowledge';

// Courses sold in the shop: a paid order enrols its buyer in each course of it and welcomes them
// (courseEnrolledMail); a refund of a course's line takes that enrolment away again. A course holds
// nothing while a checkout is open, and a new one starts as a draft. A course is bought once (an
// enrolled student cannot buy it again; a member it is included for may, and the purchase takes
// over their membership enrolment), and only once it has a published lesson ("Coming soon"
// before). Its card counts its students; the assistant knows its outline. Registered with
// commerce's ProductTypeRegistry by CoursesModule; every step runs in the order's transaction.
@Injectable()
export class CourseFulfilment implements ProductTypeDefinition {
  readonly type = 'course';
  // a new course waits out of the shop until the owner has written its lessons and publishes it
  readonly startsAsDraft = true;
  readonly figure: ProductTypeDefinition['figure'];

  constructor(
    private readonly enrolments: EnrolmentsRepository,
    private readonly users: UsersService,
    private readonly outbox: MailOutbox,
    private readonly lessons: PublishedLessonsRepository,
    private readonly products: ProductFactsService,
    private readonly orders: OrderFactsService,
    private readonly readers: CourseReaders,
    private readonly events: DomainEvents,
    students: StudentCountsRepository,
    readonly knowledge: CourseProductKnowledge,
  ) {
    this.figure = { field: 'students', count: (productIds) => students.of(productIds) };
  }

  owned(tx: EntityManager, userId: number): Promise<number[]> {
    return this.enrolments.coursesOf(tx, userId);
  }

  // the courses (archived ones too) with no published lesson yet
  async notYetForSale(tx: EntityManager): Promise<number[]> {
    const courses = await this.products.ofType('course', {}, tx);
    return this.lessons.withoutPublishedLesson(
      tx,
      courses.map((course) => course.id),
    );
  }

  // an order whose account is gone enrols nobody; a course deleted since is left out
  async fulfil({ tx, userId, lines }: FulfilmentStep): Promise<void> {
    if (userId === null) return;
    const items = lines.flatMap((l) => (l.productId === null ? [] : [{ productId: l.productId, itemId: l.itemId }]));
    if (!items.length) return;
    const enrolled = await this.enrolments.enrolBuyer(tx, userId, items);
    const student = enrolled.length ? await this.users.findById(userId) : null;
    if (!student) return;
    for (const { id, productId } of enrolled) {
      await this.outbox.enqueue(
        tx,
        courseEnrolledMail.to(student.email, courseEnrolledSubject(productId, id), { enrolmentId: id, userId }),
      );
      await this.events.publish(tx, 'enrolment.started', { productId, userId, enrolmentId: id });
    }
  }

  // Only the enrolments the refunded items made end: a student the owner enrolled stays, and so does
  // one who paid for the course in another order as well (a second purchase enrols nobody anew): that
  // order's paid item holds the enrolment from now on. A member whose tier includes the course keeps
  // it as a membership enrolment (its progress with it), as before they bought it.
  async undo({ tx, lines }: FulfilmentStep): Promise<void> {
    const refunded = lines.map((l) => l.itemId);
    const enrolments = await this.enrolments.madeBy(tx, refunded);
    const stillPaid = await this.orders.firstPaidItems(tx, enrolments, refunded);
    const holders: (number | 'membership' | null)[] = [];
    for (const [i, { userId, productId }] of enrolments.entries())
      holders.push(stillPaid[i] ?? ((await this.readers.includes(userId, productId, tx)) ? 'membership' : null));
    await this.enrolments.handOver(
      tx,
      enrolments.map((enrolment, i) => ({ id: enrolment.id, itemId: holders[i] })),
    );
  }
}
