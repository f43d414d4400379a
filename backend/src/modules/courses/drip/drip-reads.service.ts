import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { UsersService } from '../../auth';
import { ProductFactsService } from '../../commerce';
import { type DripLessonRow, DripMailsRepository, type OpenedLessonRow } from './drip-mails.repository';

// A lesson that opened for a student on a day, with whom to tell.
export type OpenedLesson = OpenedLessonRow & { email: string };

// One line of a drip mail: a lesson still worth announcing, and its course.
export type DripMailLine = DripLessonRow & { slug: string; courseTitle: string };

// An enrolment a stop link names, as its pages show it.
export interface DripStopTarget {
  enrolmentId: number;
  courseTitle: string;
  email: string;
  dripMails: boolean;
}

// What the drip mail, its job and its stop link read: the enrolments and lessons of courses (the
// repository's), with their courses from commerce (an archived course is no news) and their
// students' addresses from auth, each a batch read.
@Injectable()
export class DripReadsService {
  constructor(
    private readonly drip: DripMailsRepository,
    private readonly products: ProductFactsService,
    private readonly users: UsersService,
  ) {}

  // the lessons that open on `day` for the students of the courses not archived
  async openedOn(tx: EntityManager, day: string, timeZone: string): Promise<OpenedLesson[]> {
    const opened = await this.drip.openedOn(tx, day, timeZone);
    const courses = await this.products.byIds(
      opened.map((row) => row.productId),
      tx,
    );
    const live = new Set(courses.filter((course) => course.archivedAt === null).map((course) => course.id));
    const students = await this.users.withAccounts(
      opened.filter((row) => live.has(row.productId)),
      tx,
    );
    return students.map(({ account, ...row }) => ({ ...row, email: account.email }));
  }

  // At send time: those of `lessonIds` the student may still hear of (still enrolled, the mail still
  // wanted, the lesson still published, the course not archived, the account still at `email`), by
  // course title, then by the course's order.
  async linesFor(userId: number, email: string, lessonIds: number[]): Promise<DripMailLine[]> {
    const [student] = await this.users.findByIds([userId]);
    if (student?.email.toLowerCase() !== email.toLowerCase()) return [];
    const lessons = await this.drip.lessonsFor(userId, lessonIds);
    const courses = this.inTitleOrder(await this.products.byIds(lessons.map((l) => l.productId)));
    return lessons
      .filter((lesson) => courses.get(lesson.productId)?.archivedAt === null)
      .sort(
        (a, b) =>
          courses.get(a.productId)!.rank - courses.get(b.productId)!.rank ||
          a.modulePosition - b.modulePosition ||
          a.lessonPosition - b.lessonPosition,
      )
      .map((lesson) => {
        const course = courses.get(lesson.productId)!;
        return { ...lesson, slug: course.slug, courseTitle: course.title };
      });
  }

  // the enrolments a stop link names that still exist, by course title
  async stopTargets(enrolmentIds: number[]): Promise<DripStopTarget[]> {
    const enrolments = await this.users.withAccounts(await this.drip.enrolments(enrolmentIds));
    const courses = this.inTitleOrder(await this.products.byIds(enrolments.map((e) => e.productId)));
    return enrolments
      .filter((e) => courses.has(e.productId))
      .sort((a, b) => courses.get(a.productId)!.rank - courses.get(b.productId)!.rank || a.enrolmentId - b.enrolmentId)
      .map((e) => ({
        enrolmentId: e.enrolmentId,
        courseTitle: courses.get(e.productId)!.title,
        email: e.account.email,
        dripMails: e.dripMails,
      }));
  }

  // commerce answers products by title: each one's place in that order, by id
  private inTitleOrder<P extends { id: number }>(products: P[]): Map<number, P & { rank: number }> {
    return new Map(products.map((product, rank) => [product.id, { ...product, rank }]));
  }
}
