// Factories of courses: a course product's modules and lessons written straight through the
// entities (the builder's own API is tested in test/courses/course-builder.e2e.ts), and
// enrolments moved back in time, which only days going by would do (the empty courses are
// ../resets.ts's).
import { StorageService } from '../../../src/core/storage/storage.service';
import { CourseEnrolmentEntity } from '../../../src/modules/courses/entities/course-enrolment.entity';
import { CourseLessonEntity, type VideoProvider } from '../../../src/modules/courses/entities/course-lesson.entity';
import { LessonProgressEntity } from '../../../src/modules/courses/entities/lesson-progress.entity';
import { CourseModuleEntity } from '../../../src/modules/courses/entities/course-module.entity';
import { LessonAttachmentEntity } from '../../../src/modules/courses/entities/lesson-attachment.entity';
import type { TestContext } from '../test-context';

export interface LessonSpec {
  title: string;
  bodyHtml?: string;
  freePreview?: boolean;
  dripDays?: number;
  // published unless said
  status?: 'draft' | 'published';
  video?: { provider: VideoProvider; ref: string; fileName?: string; size?: number };
  // private files already in the store (StorageService.savePrivate's keys)
  attachments?: { fileKey: string; fileName: string; size: number }[];
}

export interface ModuleSpec {
  title: string;
  lessons: LessonSpec[];
}

export interface MadeCourse {
  modules: { id: number; title: string; lessons: { id: number; title: string }[] }[];
  // every lesson in the course's order
  lessons: { id: number; title: string }[];
  // every attachment, in the order given
  attachments: { id: number; lessonId: number; fileName: string }[];
}

// The modules and lessons of the course product `productId`, in the order given.
export async function makeCourseContent(t: TestContext, productId: number, modules: ModuleSpec[]): Promise<MadeCourse> {
  return t.dataSource.transaction(async (tx) => {
    const made: MadeCourse = { modules: [], lessons: [], attachments: [] };
    for (const [position, spec] of modules.entries()) {
      const module = await tx.getRepository(CourseModuleEntity).save({ productId, title: spec.title, position });
      const lessons: { id: number; title: string }[] = [];
      for (const [lessonPosition, lesson] of spec.lessons.entries()) {
        const saved = await tx.getRepository(CourseLessonEntity).save({
          moduleId: module.id,
          productId,
          title: lesson.title,
          bodyHtml: lesson.bodyHtml ?? `<p>${lesson.title}: the lesson's text.</p>`,
          freePreview: lesson.freePreview ?? false,
          dripDays: lesson.dripDays ?? 0,
          status: lesson.status ?? 'published',
          videoProvider: lesson.video?.provider ?? null,
          videoRef: lesson.video?.ref ?? null,
          videoFileName: lesson.video?.fileName ?? null,
          videoSize: lesson.video?.size ?? null,
          position: lessonPosition,
        });
        lessons.push({ id: saved.id, title: saved.title });
        for (const [attachmentPosition, file] of (lesson.attachments ?? []).entries()) {
          const attachment = await tx
            .getRepository(LessonAttachmentEntity)
            .save({ lessonId: saved.id, ...file, position: attachmentPosition });
          made.attachments.push({ id: attachment.id, lessonId: saved.id, fileName: attachment.fileName });
        }
      }
      made.modules.push({ id: module.id, title: module.title, lessons });
      made.lessons.push(...lessons);
    }
    return made;
  });
}

// The student enrolled in the course at `enrolledAt` (as if that day were past).
export async function backdateEnrolment(
  t: TestContext,
  productId: number,
  userId: number,
  enrolledAt: Date,
): Promise<void> {
  await t.dataSource.getRepository(CourseEnrolmentEntity).update({ productId, userId }, { enrolledAt });
}

// The lesson renamed behind the app's back (no save of the course builder's): only the table's
// trigger tells the replicas.
export async function renameLessonBehindTheApp(t: TestContext, lessonId: number, title: string): Promise<void> {
  await t.dataSource.getRepository(CourseLessonEntity).update({ id: lessonId }, { title });
}

// The account enrolled in the course by the owner at `enrolledAt` (now unless said), with the drip
// mails on unless said: a student for the tests of what follows an enrolment (the enrolling itself,
// by a paid order or the owner, is tested through the API). Answers the enrolment's id.
export async function makeEnrolment(
  t: TestContext,
  productId: number,
  userId: number,
  options: { enrolledAt?: Date; dripMails?: boolean } = {},
): Promise<number> {
  const saved = await t.dataSource.getRepository(CourseEnrolmentEntity).save({
    productId,
    userId,
    source: 'owner',
    orderItemId: null,
    enrolledAt: options.enrolledAt ?? new Date(),
    dripMails: options.dripMails ?? true,
  });
  return saved.id;
}

// The student marked these lessons complete at `completedAt` (now unless said).
export async function makeLessonProgress(
  t: TestContext,
  userId: number,
  lessonIds: number[],
  completedAt = new Date(),
): Promise<void> {
  await t.dataSource
    .getRepository(LessonProgressEntity)
    .save(lessonIds.map((lessonId) => ({ userId, lessonId, completedAt })));
}

// Files in the app's private store, as an upload leaves them: their keys, in the order given.
export function storePrivateFiles(t: TestContext, files: { data: Buffer; ext: string }[]): Promise<string[]> {
  const storage = t.app.get(StorageService);
  return Promise.all(files.map(({ data, ext }) => storage.savePrivate(data, ext)));
}

// a lesson's uploaded video: the key storePrivateFiles answered for its bytes
export const uploadedVideo = (ref: string, fileName: string, data: Buffer): LessonSpec['video'] => ({
  provider: 'file',
  ref,
  fileName,
  size: data.length,
});
