import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { SessionUser } from '../../core/access/session-user';
import { sendWithRanges } from '../../core/http/byte-ranges';
import { attachmentDisposition, inlineDisposition } from '../../core/storage/file-store';
import { StorageService } from '../../core/storage/storage.service';
import { assertLessonOpen } from './course-access';
import { type CourseMediaKind, CourseMediaLinks } from './course-media-links';
import { CourseProducts } from './course-products';
import { CourseReaders } from './course-readers';
import { CoursesErrors } from './courses.errors';
import { ATTACHMENT_CONTENT_TYPE, videoContentType } from './media-types';
import { PublishedLessonsRepository } from './repositories/published-lessons.repository';
import { SiteService } from '../site';

export const COURSE_MEDIA_KINDS = ['video', 'attachment'] as const;

export interface MediaLink {
  kind: string;
  id: number;
  expires: number;
  signature: string;
}

// a lesson's file as it is served
interface LessonFile {
  lessonId: number;
  key: string;
  fileName: string;
  contentType: string;
  inline: boolean;
}

// Serves a lesson's video and attachments through the links of a lesson answer (CourseMediaLinks):
// the link must be signed for the session's reader (0: anonymous), and the lesson must be open to
// them now, as when they read it. From a bucket: a redirect to a short-lived link of the bucket
// (which answers ranges itself); from DATA_DIR: the bytes, a range at a time if asked.
@Injectable()
export class CourseMediaService {
  constructor(
    private readonly links: CourseMediaLinks,
    private readonly lessons: PublishedLessonsRepository,
    private readonly readers: CourseReaders,
    private readonly courses: CourseProducts,
    private readonly storage: StorageService,
    private readonly site: SiteService,
  ) {}

  async send(req: Request, res: Response, link: MediaLink, user: SessionUser | undefined): Promise<void> {
    const file = await this.checkedFile(link, user);
    res.setHeader('Cache-Control', 'private, no-store');
    const source = await this.storage.privateSource(file.key, file.fileName, {
      inline: file.inline,
      contentType: file.contentType,
    });
    if (!source) throw new NotFoundException(CoursesErrors.mediaNotFound);
    if ('url' in source) return void res.redirect(302, source.url);
    await sendWithRanges(
      req,
      res,
      {
        size: source.size,
        contentType: file.contentType,
        disposition: (file.inline ? inlineDisposition : attachmentDisposition)(file.fileName),
      },
      async (range) => (await this.storage.privateBytes(file.key, range))?.body ?? null,
    );
  }

  private async checkedFile(link: MediaLink, user: SessionUser | undefined): Promise<LessonFile> {
    if (!(COURSE_MEDIA_KINDS as readonly string[]).includes(link.kind))
      throw new BadRequestException(CoursesErrors.mediaKindUnknown);
    const kind = link.kind as CourseMediaKind;
    const check = this.links.verify(kind, link.id, user?.id ?? 0, link.expires, link.signature);
    if (check !== 'ok')
      throw new ForbiddenException(
        check === 'expired' ? CoursesErrors.mediaLinkExpired : CoursesErrors.mediaLinkInvalid,
      );
    const file = await this.fileOf(kind, link.id);
    const lesson = file && (await this.lessons.findPublished(file.lessonId));
    const course = lesson && (await this.courses.byId(lesson.productId));
    if (!file || !lesson || !course) throw new NotFoundException(CoursesErrors.mediaNotFound);
    const { reader } = await this.readers.of(course.id, user);
    assertLessonOpen(lesson, reader, await this.site.timeZone(), new Date());
    return file;
  }

  private async fileOf(kind: CourseMediaKind, id: number): Promise<LessonFile | null> {
    if (kind === 'attachment') {
      const attachment = await this.lessons.findAttachment(id);
      return (
        attachment && {
          lessonId: attachment.lessonId,
          key: attachment.fileKey,
          fileName: attachment.fileName,
          contentType: ATTACHMENT_CONTENT_TYPE,
          inline: false,
        }
      );
    }
    const lesson = await this.lessons.findPublished(id);
    if (lesson?.videoProvider !== 'file' || !lesson.videoRef) return null;
    return {
      lessonId: lesson.id,
      key: lesson.videoRef,
      fileName: lesson.videoFileName ?? `${lesson.title}${lesson.videoRef.slice(lesson.videoRef.lastIndexOf('.'))}`,
      contentType: videoContentType(lesson.videoRef),
      inline: true,
    };
  }
}
