import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { savePrivateUpload, type StoredUpload } from '../../core/storage/private-upload';
import { StorageService } from '../../core/storage/storage.service';
import { sanitizePostHtml } from '../../core/text/html';
import { ProductsService } from '../commerce';
import { CourseMediaLinks } from './course-media-links';
import { CoursesErrors } from './courses.errors';
import { type CourseOutlineAdminDto, toCourseOutlineAdminDto } from './dto/course-outline-admin.dto';
import { type LessonAdminDto, type MediaUrls, toLessonAdminDto } from './dto/lesson-admin.dto';
import type { ModuleOrderDto } from './dto/reorder-course.dto';
import type { SaveLessonDto } from './dto/save-lesson.dto';
import type { CourseLessonEntity } from './entities/course-lesson.entity';
import { ATTACHMENT_EXTENSIONS, VIDEO_EXTENSIONS } from './lesson-uploads';
import { CourseOutlineRepository, type LessonChanges } from './repositories/course-outline.repository';
import { parseVideoLink } from '@coach/shared';

const NO_VIDEO: LessonChanges = { videoProvider: null, videoRef: null, videoFileName: null, videoSize: null };

// The owner's course builder: the rules of a course's outline and its lessons' content. Every
// change is one transaction; a file it replaces or deletes leaves the store after the commit (a
// rollback keeps the file the rows still name).
@Injectable()
export class CourseBuilderService {
  private readonly logger = new Logger(CourseBuilderService.name);

  constructor(
    private readonly outlines: CourseOutlineRepository,
    private readonly products: ProductsService,
    private readonly storage: StorageService,
    private readonly links: CourseMediaLinks,
  ) {}

  async outline(productId: number, readerId: number): Promise<CourseOutlineAdminDto> {
    const product = await this.course(productId);
    const m = this.outlines.manager;
    const [modules, lessons, attachmentCounts] = await Promise.all([
      this.outlines.modules(m, productId),
      this.outlines.lessons(m, productId),
      this.outlines.attachmentCounts(m, productId),
    ]);
    return toCourseOutlineAdminDto({ product, modules, lessons, attachmentCounts }, this.urls(readerId));
  }

  async addModule(productId: number, title: string, readerId: number): Promise<CourseOutlineAdminDto> {
    await this.course(productId);
    await this.outlines.transaction(async (tx) => {
      await this.outlines.lockCourse(tx, productId);
      await this.outlines.insertModule(tx, productId, title);
    });
    return this.outline(productId, readerId);
  }

  async renameModule(moduleId: number, title: string, readerId: number): Promise<CourseOutlineAdminDto> {
    const module = await this.module(this.outlines.manager, moduleId);
    await this.outlines.transaction((tx) => this.outlines.renameModule(tx, moduleId, title));
    return this.outline(module.productId, readerId);
  }

  async deleteModule(moduleId: number, readerId: number): Promise<CourseOutlineAdminDto> {
    const { productId, files } = await this.outlines.transaction(async (tx) => {
      const module = await this.module(tx, moduleId);
      await this.outlines.lockCourse(tx, module.productId);
      const keys = await this.outlines.fileKeys(tx, await this.outlines.lessonIdsOfModule(tx, moduleId));
      await this.outlines.deleteModule(tx, moduleId);
      return { productId: module.productId, files: keys };
    });
    await this.removeFiles(files);
    return this.outline(productId, readerId);
  }

  // The whole order at once: every module of the course once, and every lesson once under the
  // module it is to belong to; anything else (a missing, repeated or foreign id) changes nothing.
  async reorder(productId: number, order: ModuleOrderDto[], readerId: number): Promise<CourseOutlineAdminDto> {
    await this.course(productId);
    await this.outlines.transaction(async (tx) => {
      await this.outlines.lockCourse(tx, productId);
      const modules = await this.outlines.modules(tx, productId);
      const lessons = await this.outlines.lessons(tx, productId);
      const sameSet = (given: number[], actual: number[]) =>
        given.length === actual.length &&
        new Set(given).size === given.length &&
        given.every((id) => actual.includes(id));
      const ok =
        sameSet(
          order.map((m) => m.id),
          modules.map((m) => m.id),
        ) &&
        sameSet(
          order.flatMap((m) => m.lessonIds),
          lessons.map((l) => l.id),
        );
      if (!ok) throw new BadRequestException(CoursesErrors.badOrder);
      await this.outlines.setOrder(tx, order);
    });
    return this.outline(productId, readerId);
  }

  async addLesson(moduleId: number, title: string, readerId: number): Promise<LessonAdminDto> {
    const lessonId = await this.outlines.transaction(async (tx) => {
      const module = await this.module(tx, moduleId);
      await this.outlines.lockCourse(tx, module.productId);
      return this.outlines.insertLesson(tx, module, title);
    });
    return this.lesson(lessonId, readerId);
  }

  async lesson(lessonId: number, readerId: number): Promise<LessonAdminDto> {
    const m = this.outlines.manager;
    const lesson = await this.findLesson(m, lessonId);
    return toLessonAdminDto(lesson, await this.outlines.attachments(m, lessonId), this.urls(readerId));
  }

  async saveLesson(lessonId: number, input: SaveLessonDto, readerId: number): Promise<LessonAdminDto> {
    const changes: LessonChanges = {};
    if (input.title !== undefined) changes.title = input.title;
    if (input.bodyHtml !== undefined) changes.bodyHtml = sanitizePostHtml(input.bodyHtml);
    if (input.freePreview !== undefined) changes.freePreview = input.freePreview;
    if (input.dripDays !== undefined) changes.dripDays = input.dripDays;
    if (input.status !== undefined) changes.status = input.status;
    const link = input.videoUrl ? parseVideoLink(input.videoUrl) : null;
    if (input.videoUrl && !link) throw new BadRequestException(CoursesErrors.badVideoLink);

    const replaced = await this.outlines.transaction(async (tx) => {
      const lesson = await this.findLesson(tx, lessonId, true);
      let replacedFile: string | null = null;
      if (link) {
        // a link replaces the lesson's video, an uploaded file too
        if (lesson.videoProvider === 'file') replacedFile = lesson.videoRef;
        Object.assign(changes, {
          videoProvider: link.provider,
          videoRef: link.id,
          videoFileName: null,
          videoSize: null,
        });
      } else if (input.videoUrl !== undefined && lesson.videoProvider !== 'file') {
        // blank clears a link video; an uploaded file stays until DELETE …/video
        Object.assign(changes, NO_VIDEO);
      }
      await this.outlines.updateLesson(tx, lessonId, changes);
      return replacedFile;
    });
    await this.removeFiles(replaced ? [replaced] : []);
    return this.lesson(lessonId, readerId);
  }

  async deleteLesson(lessonId: number, readerId: number): Promise<CourseOutlineAdminDto> {
    const { productId, files } = await this.outlines.transaction(async (tx) => {
      // the course's lock first, as a reorder takes it, then the lesson's row (by the DELETE)
      const lesson = await this.findLesson(tx, lessonId);
      await this.outlines.lockCourse(tx, lesson.productId);
      const keys = await this.outlines.fileKeys(tx, [lessonId]);
      await this.outlines.deleteLesson(tx, lessonId);
      return { productId: lesson.productId, files: keys };
    });
    await this.removeFiles(files);
    return this.outline(productId, readerId);
  }

  uploadVideo(lessonId: number, file: Express.Multer.File | undefined, readerId: number): Promise<LessonAdminDto> {
    return this.upload(lessonId, file, readerId, VIDEO_EXTENSIONS, CoursesErrors.badVideoType, (stored) =>
      this.replaceVideo(lessonId, {
        videoProvider: 'file',
        videoRef: stored.key,
        videoFileName: stored.fileName,
        videoSize: stored.size,
      }),
    );
  }

  async removeVideo(lessonId: number, readerId: number): Promise<LessonAdminDto> {
    await this.replaceVideo(lessonId, NO_VIDEO);
    return this.lesson(lessonId, readerId);
  }

  uploadAttachment(lessonId: number, file: Express.Multer.File | undefined, readerId: number): Promise<LessonAdminDto> {
    return this.upload(lessonId, file, readerId, ATTACHMENT_EXTENSIONS, CoursesErrors.badAttachmentType, (stored) =>
      this.outlines.transaction(async (tx) => {
        await this.findLesson(tx, lessonId, true);
        await this.outlines.insertAttachment(tx, lessonId, {
          fileKey: stored.key,
          fileName: stored.fileName,
          size: stored.size,
        });
      }),
    );
  }

  async removeAttachment(lessonId: number, attachmentId: number, readerId: number): Promise<LessonAdminDto> {
    const removed = await this.outlines.transaction(async (tx) => {
      await this.findLesson(tx, lessonId, true);
      const key = await this.outlines.deleteAttachment(tx, lessonId, attachmentId);
      if (!key) throw new NotFoundException(CoursesErrors.attachmentNotFound);
      return key;
    });
    await this.removeFiles([removed]);
    return this.lesson(lessonId, readerId);
  }

  // The lesson's video set (or cleared); the file it had, when uploaded, leaves the store after the commit.
  private async replaceVideo(lessonId: number, video: LessonChanges): Promise<void> {
    const previous = await this.outlines.transaction(async (tx) => {
      const lesson = await this.findLesson(tx, lessonId, true);
      await this.outlines.updateLesson(tx, lessonId, video);
      return lesson.videoProvider === 'file' ? lesson.videoRef : null;
    });
    await this.removeFiles(previous ? [previous] : []);
  }

  // a product of type course (archived ones too: the owner may still work on them)
  private async course(productId: number): Promise<{ id: number; title: string; slug: string }> {
    const product = await this.products.findById(productId);
    if (!product || product.type !== 'course') throw new NotFoundException(CoursesErrors.courseNotFound);
    return product;
  }

  private async module(m: EntityManager, moduleId: number) {
    const module = await this.outlines.findModule(m, moduleId);
    if (!module) throw new NotFoundException(CoursesErrors.moduleNotFound);
    return module;
  }

  private async findLesson(m: EntityManager, lessonId: number, lock = false): Promise<CourseLessonEntity> {
    const lesson = await this.outlines.findLesson(m, lessonId, lock);
    if (!lesson) throw new NotFoundException(CoursesErrors.lessonNotFound);
    return lesson;
  }

  // The upload checked and stored privately (core/storage/private-upload.ts) once the lesson is
  // known to be there (a video of gigabytes is not stored for nothing), then the change that makes
  // the lesson name it. When that change fails (the lesson went meanwhile), the file is no one's
  // and leaves the store.
  private async upload(
    lessonId: number,
    file: Express.Multer.File | undefined,
    readerId: number,
    extensions: readonly string[],
    badType: string,
    adopt: (stored: StoredUpload) => Promise<void>,
  ): Promise<LessonAdminDto> {
    const stored = await savePrivateUpload(this.storage, file, extensions, badType, () =>
      this.findLesson(this.outlines.manager, lessonId),
    );
    try {
      await adopt(stored);
    } catch (error) {
      await this.removeFiles([stored.key]);
      throw error;
    }
    return this.lesson(lessonId, readerId);
  }

  // after the commit, best effort: a file left behind costs space, not correctness
  private async removeFiles(keys: string[]): Promise<void> {
    for (const key of keys) {
      await this.storage.removePrivate(key).catch((error: unknown) => {
        this.logger.warn(`Could not delete the course file ${key}: ${String(error)}`);
      });
    }
  }

  private urls(readerId: number): MediaUrls {
    return {
      video: (lesson) => this.links.sign('video', lesson.id, readerId).url,
      attachment: (attachment) => this.links.sign('attachment', attachment.id, readerId).url,
    };
  }
}
