import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SessionUser } from '../../core/access/session-user';
import { DomainEvents } from '../../core/events/domain-events.service';
import { MailOutbox } from '../../core/mail/mail-outbox';
import { PlanOffers, toProductDto } from '../commerce';
import { SiteService } from '../site';
import { assertLessonOpen, type CourseReader, lessonAccess, type LessonAccess } from './course-access';
import { CourseMediaLinks } from './course-media-links';
import { countedEnrolment, CourseReaders } from './course-readers';
import { type CourseProduct, CourseProducts } from './course-products';
import { allComplete, type LessonState, progressOf } from './course-progress';
import type { CourseView, LessonView, MyCourseView, ProgressView } from './course-views';
import { CoursesErrors } from './courses.errors';
import type { CourseEnrolmentEntity } from './entities/course-enrolment.entity';
import type { CourseLessonEntity } from './entities/course-lesson.entity';
import { courseCompletedMail, courseCompletedSubject } from './mails/course-completed.mail';
import { EnrolmentsRepository } from './repositories/enrolments.repository';
import { ProgressRepository } from './repositories/progress.repository';
import { type OutlineLesson, PublishedLessonsRepository } from './repositories/published-lessons.repository';
import { embedUrlOf, watchUrlOf } from '@coach/shared';

// One reader's view of a course: its published lessons, which they may open now, what they completed.
interface ReadCourse {
  product: CourseProduct;
  reader: CourseReader;
  enrolment: CourseEnrolmentEntity | null;
  outline: OutlineLesson[];
  access: Map<number, LessonAccess>;
  completed: Set<number>;
  // the site's time zone, in which the drip opens lessons
  timeZone: string;
}

// the moment a course is read, and the site's time zone then
interface SiteNow {
  now: Date;
  timeZone: string;
}

// What a student does in a course: read its outline and lessons (the access rule checked on every
// read, core of the course: lessonAccess), mark lessons complete (the last one completes the
// course, once, and mails the student), switch the drip e-mail, list their courses.
@Injectable()
export class LearningService {
  constructor(
    private readonly courses: CourseProducts,
    private readonly lessons: PublishedLessonsRepository,
    private readonly enrolments: EnrolmentsRepository,
    private readonly progress: ProgressRepository,
    private readonly links: CourseMediaLinks,
    private readonly outbox: MailOutbox,
    private readonly dataSource: DataSource,
    private readonly site: SiteService,
    private readonly events: DomainEvents,
    private readonly readers: CourseReaders,
    private readonly plans: PlanOffers,
  ) {}

  async getCourse(slug: string, user: SessionUser | undefined): Promise<CourseView> {
    const course = await this.read(await this.courses.bySlug(slug), user);
    const { product, outline, enrolment } = course;
    // the shop's price and image (its placeholder when it has none)
    const { price, imageUrl } = toProductDto(product, false);
    const modules: CourseView['modules'] = [];
    for (const lesson of outline) {
      if (modules.at(-1)?.id !== lesson.moduleId)
        modules.push({ id: lesson.moduleId, title: lesson.moduleTitle, lessons: [] });
      const access = course.access.get(lesson.id)!;
      modules.at(-1)!.lessons.push({
        id: lesson.id,
        title: lesson.title,
        freePreview: lesson.freePreview,
        hasVideo: lesson.videoProvider !== null,
        attachmentCount: lesson.attachmentCount,
        completed: course.completed.has(lesson.id),
        open: access.open,
        // a student's locked lesson only: the others are not waiting for a date
        opensAt: enrolment && !access.open && access.reason === 'drip' ? access.opensAt : null,
      });
    }
    return {
      productId: product.id,
      slug: product.slug,
      title: product.title,
      description: product.description,
      imageUrl,
      price,
      priceCents: product.priceCents,
      plan: this.plans.offer(product),
      modules,
      lessonCount: outline.length,
      enrolment: enrolment && {
        ...this.progressView(course, enrolment),
        enrolledAt: enrolment.enrolledAt,
        lastLessonId: enrolment.lastLessonId,
        dripMails: enrolment.dripMails,
      },
    };
  }

  // The lesson if the reader may open it now; an enrolled student's last lesson from now on.
  async getLesson(slug: string, lessonId: number, user: SessionUser | undefined): Promise<LessonView> {
    const course = await this.read(await this.courses.bySlug(slug), user);
    const index = course.outline.findIndex((l) => l.id === lessonId);
    if (index < 0) throw new NotFoundException(CoursesErrors.lessonNotFound);
    assertLessonOpen(course.outline[index], course.reader, course.timeZone, new Date());
    const [lesson, attachments] = await Promise.all([
      this.lessons.findPublished(lessonId),
      this.lessons.attachmentsOf(lessonId),
    ]);
    if (!lesson) throw new NotFoundException(CoursesErrors.lessonNotFound);
    // a member's first lesson in a course their tier includes enrols them (their progress kept from now on)
    const enrolment =
      course.enrolment ??
      (user && course.reader.included ? await this.readers.enrolMember(course.product.id, user.id) : null);
    if (enrolment && enrolment.lastLessonId !== lessonId) await this.enrolments.setLastLesson(enrolment.id, lessonId);
    const readerId = user?.id ?? 0;
    const link = (l: OutlineLesson | undefined) => (l ? { id: l.id, title: l.title } : null);
    return {
      id: lesson.id,
      title: lesson.title,
      moduleTitle: course.outline[index].moduleTitle,
      bodyHtml: lesson.bodyHtml,
      freePreview: lesson.freePreview,
      completed: course.completed.has(lesson.id),
      video: this.videoOf(lesson, readerId),
      attachments: attachments.map((a) => ({
        id: a.id,
        fileName: a.fileName,
        size: a.size,
        url: this.links.sign('attachment', a.id, readerId).url,
      })),
      previous: link(course.outline[index - 1]),
      next: link(course.outline[index + 1]),
    };
  }

  // Mark a lesson complete or not (a student, a lesson open to them). The first time every published
  // lesson is complete the course is: completed_at set once and the student mailed, in the same
  // transaction. Unmarking a lesson afterwards keeps the course completed (and its certificate).
  async setCompleted(slug: string, lessonId: number, user: SessionUser, completed: boolean): Promise<ProgressView> {
    const product = await this.courses.bySlug(slug);
    const timeZone = await this.site.timeZone();
    return this.dataSource.transaction(async (tx) => {
      const outline = await this.lessons.outline([product.id]);
      const lesson = outline.find((l) => l.id === lessonId);
      // one completion of this student's at a time (the course completes once); a member's first
      // act in a course their tier includes enrols them
      const { reader, enrolment } = await this.readers.locked(tx, product.id, user, { act: lesson !== undefined });
      if (!enrolment) throw new ForbiddenException(CoursesErrors.notEnrolled);
      if (!lesson) throw new NotFoundException(CoursesErrors.lessonNotFound);
      const now = new Date();
      assertLessonOpen(lesson, reader, timeZone, now);
      if (completed) await this.progress.complete(tx, user.id, lessonId, now);
      else await this.progress.uncomplete(tx, user.id, lessonId);
      const course = this.stateOf(
        product,
        reader,
        enrolment,
        outline,
        await this.progress.completedIn(user.id, [product.id], tx),
        { now, timeZone },
      );
      const progress = this.progressView(course, enrolment);
      if (completed && allComplete(progress) && !enrolment.completedAt) {
        enrolment.completedAt = await this.enrolments.markCompleted(tx, enrolment.id, now);
        const completion = { productId: product.id, userId: user.id, enrolmentId: enrolment.id, at: now };
        await this.events.publish(tx, 'enrolment.completed', completion);
        await this.outbox.enqueue(
          tx,
          courseCompletedMail.to(user.email, courseCompletedSubject(product.id, user.id), {
            productId: product.id,
            userId: user.id,
          }),
        );
      }
      return this.progressView(course, enrolment);
    });
  }

  async setDripMails(slug: string, user: SessionUser, enabled: boolean): Promise<void> {
    const product = await this.courses.bySlug(slug);
    const enrolment = await this.enrolments.find(product.id, user.id);
    if (!enrolment) throw new ForbiddenException(CoursesErrors.notEnrolledInCourse);
    if (enrolment.dripMails !== enabled) await this.enrolments.setDripMails(enrolment.id, enabled);
  }

  // the student's courses the shop still offers (a membership's while it includes them), most
  // recently enrolled first
  async myCourses(userId: number): Promise<MyCourseView[]> {
    const [all, included] = await Promise.all([this.enrolments.ofUser(userId), this.readers.includedIn(userId)]);
    const enrolments = all.filter((e) => countedEnrolment(e, included.has(e.productId)));
    const products = new Map((await this.courses.offered(enrolments.map((e) => e.productId))).map((p) => [p.id, p]));
    const offered = enrolments.filter((e) => products.has(e.productId));
    const ids = offered.map((e) => e.productId);
    const [outline, completed] = await Promise.all([this.lessons.outline(ids), this.progress.completedIn(userId, ids)]);
    const at = await this.siteNow();
    return offered.map((enrolment) => {
      const product = products.get(enrolment.productId)!;
      const lessons = outline.filter((l) => l.productId === product.id);
      const reader = { userId, admin: false, enrolledAt: enrolment.enrolledAt, included: included.has(product.id) };
      const course = this.stateOf(product, reader, enrolment, lessons, completed, at);
      const progress = progressOf(this.statesOf(course), enrolment.lastLessonId);
      return {
        productId: product.id,
        slug: product.slug,
        title: product.title,
        imageUrl: toProductDto(product, false).imageUrl,
        enrolledAt: enrolment.enrolledAt,
        completedLessons: progress.completedLessons,
        totalLessons: progress.totalLessons,
        percent: progress.percent,
        lastLessonTitle: lessons.find((l) => l.id === enrolment.lastLessonId)?.title ?? null,
        resumeLessonId: progress.resumeLessonId,
        completedAt: enrolment.completedAt,
        source: enrolment.source,
      };
    });
  }

  // the course as this reader (anonymous, signed in, an admin, a student) sees it now
  private async read(product: CourseProduct, user: SessionUser | undefined): Promise<ReadCourse> {
    const [outline, { reader, enrolment }, completed] = await Promise.all([
      this.lessons.outline([product.id]),
      this.readers.of(product.id, user),
      user ? this.progress.completedIn(user.id, [product.id]) : new Set<number>(),
    ]);
    return this.stateOf(product, reader, enrolment, outline, completed, await this.siteNow());
  }

  private stateOf(
    product: CourseProduct,
    reader: CourseReader,
    enrolment: CourseEnrolmentEntity | null,
    outline: OutlineLesson[],
    completed: Set<number>,
    { now, timeZone }: SiteNow,
  ): ReadCourse {
    const access = new Map(outline.map((l) => [l.id, lessonAccess(l, reader, timeZone, now)]));
    return { product, reader, enrolment, outline, access, completed, timeZone };
  }

  private async siteNow(): Promise<SiteNow> {
    return { now: new Date(), timeZone: await this.site.timeZone() };
  }

  private statesOf(course: ReadCourse): LessonState[] {
    return course.outline.map((l) => ({
      id: l.id,
      open: course.access.get(l.id)!.open,
      completed: course.completed.has(l.id),
    }));
  }

  private progressView(course: ReadCourse, enrolment: CourseEnrolmentEntity): ProgressView {
    const progress = progressOf(this.statesOf(course), enrolment.lastLessonId);
    return {
      ...progress,
      completedAt: enrolment.completedAt,
      certificateUrl: enrolment.completedAt ? `/api/courses/${course.product.slug}/certificate` : null,
    };
  }

  // an uploaded video plays from a link signed for the reader; a YouTube/Vimeo one from its host
  private videoOf(lesson: CourseLessonEntity, readerId: number): LessonView['video'] {
    if (!lesson.videoProvider || !lesson.videoRef) return null;
    if (lesson.videoProvider === 'file') {
      return {
        provider: 'file',
        url: this.links.sign('video', lesson.id, readerId).url,
        ...(lesson.videoFileName ? { fileName: lesson.videoFileName } : {}),
      };
    }
    const link = { provider: lesson.videoProvider, id: lesson.videoRef };
    return { provider: lesson.videoProvider, url: watchUrlOf(link), embedUrl: embedUrlOf(link) };
  }
}
