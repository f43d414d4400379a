import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainEvents } from '../../core/events/domain-events.service';
import { MailOutbox } from '../../core/mail/mail-outbox';
import { UsersService } from '../auth';
import { CourseProducts } from './course-products';
import { CoursesErrors } from './courses.errors';
import { courseEnrolledMail, courseEnrolledSubject } from './mails/course-enrolled.mail';
import { EnrolmentsRepository, type StudentRow } from './repositories/enrolments.repository';

// The owner's hand on a course's students (archived courses too: their students are still there).
@Injectable()
export class CourseStudentsService {
  constructor(
    private readonly courses: CourseProducts,
    private readonly enrolments: EnrolmentsRepository,
    private readonly users: UsersService,
    private readonly outbox: MailOutbox,
    private readonly dataSource: DataSource,
    private readonly events: DomainEvents,
  ) {}

  async list(productId: number): Promise<StudentRow[]> {
    await this.courses.byIdOrThrow(productId, true);
    return this.students(productId);
  }

  // The account with this address (it must exist: the student signs in to learn), welcomed like a
  // buyer (courseEnrolledMail) in the enrolling transaction.
  async enrol(productId: number, email: string): Promise<StudentRow> {
    await this.courses.byIdOrThrow(productId, true);
    const user = await this.users.findByEmail(email);
    if (!user) throw new NotFoundException(CoursesErrors.noAccountForEmail);
    await this.dataSource.transaction(async (tx) => {
      const id = await this.enrolments.enrolByOwner(tx, productId, user.id);
      if (id === null) throw new ConflictException(CoursesErrors.alreadyEnrolled);
      await this.outbox.enqueue(
        tx,
        courseEnrolledMail.to(user.email, courseEnrolledSubject(productId, id), { enrolmentId: id, userId: user.id }),
      );
      await this.events.publish(tx, 'enrolment.started', { productId, userId: user.id, enrolmentId: id });
    });
    return (await this.students(productId, user.id))[0];
  }

  // their progress stays (course_progress), should they be enrolled again
  async remove(productId: number, userId: number): Promise<void> {
    await this.courses.byIdOrThrow(productId, true);
    if (!(await this.enrolments.remove(productId, userId))) throw new NotFoundException(CoursesErrors.studentNotFound);
  }

  // the course's students (or the one), with their accounts' names and addresses
  private async students(productId: number, userId?: number): Promise<StudentRow[]> {
    const students = await this.users.withAccounts(await this.enrolments.progressOf(productId, userId));
    return students.map(({ account, ...student }) => ({
      ...student,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
    }));
  }
}
