import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
  type Type,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { tmpdir } from 'node:os';
import type { Observable } from 'rxjs';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { CoursesErrors } from './courses.errors';

const MB = 1024 * 1024;

// what a lesson may hold: videos the browser's <video> plays, and the product files' kinds as attachments
export const VIDEO_EXTENSIONS = ['mp4', 'webm', 'mov', 'm4v'];
export const ATTACHMENT_EXTENSIONS = ['pdf', 'zip', 'mp4', 'mov', 'avi', 'doc', 'docx', 'ppt', 'pptx', 'txt', 'epub'];
export const ATTACHMENT_MAX_MB = 100;

// The multipart field `file`, written to a temporary file as it comes (multer's disk storage,
// like a product's file): a video of gigabytes is never held in memory. Past the limit multer
// stops reading and the answer is 413 with the limit in words.
function lessonFileInterceptor(maxMb: (config: AppConfig) => number, tooLarge: (mb: number) => string) {
  const Multer = FileInterceptor('file', { dest: tmpdir() }) as Type<NestInterceptor>;
  @Injectable()
  class LessonFileInterceptor extends Multer {
    private readonly maxMb: number;

    constructor(@Inject(APP_CONFIG) config: AppConfig) {
      const mb = maxMb(config);
      // module-wide multer options, which FileInterceptor merges under its own
      super({ limits: { fileSize: mb * MB, files: 1 } });
      this.maxMb = mb;
    }

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return await super.intercept(context, next);
      } catch (error) {
        if (error instanceof PayloadTooLargeException) throw new PayloadTooLargeException(tooLarge(this.maxMb));
        throw error;
      }
    }
  }
  return LessonFileInterceptor;
}

// COURSE_VIDEO_MAX_MB (2048 unless set)
export const LessonVideoUpload = lessonFileInterceptor(
  (config) => config.courseVideoMaxMb,
  CoursesErrors.videoTooLarge,
);
export const LessonAttachmentUpload = lessonFileInterceptor(() => ATTACHMENT_MAX_MB, CoursesErrors.attachmentTooLarge);
