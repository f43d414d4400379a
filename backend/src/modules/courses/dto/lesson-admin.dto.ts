import { ApiProperty } from '@nestjs/swagger';
import { int4Schema, ID_SCHEMA } from '../../../core/http/int4';
import { LESSON_STATUSES } from '../entities/course-lesson.entity';
import type { CourseLessonEntity } from '../entities/course-lesson.entity';
import type { LessonAttachmentEntity } from '../entities/lesson-attachment.entity';
import { MAX_DRIP_DAYS } from '../courses.errors';
import { LessonVideoAdminDto, toLessonVideoAdminDto } from './lesson-video-admin.dto';

export class LessonAttachmentAdminDto {
  @ApiProperty(ID_SCHEMA)
  id: number;

  @ApiProperty({ example: 'worksheet.pdf' })
  fileName: string;

  @ApiProperty({ type: 'integer', format: 'int64', example: 182044, description: 'Bytes' })
  size: number;

  @ApiProperty({ description: 'A download link signed for the reader (4 hours)' })
  url: string;
}

// One lesson in the builder's editor, drafts too.
export class LessonAdminDto {
  @ApiProperty(ID_SCHEMA)
  id: number;

  @ApiProperty(ID_SCHEMA)
  moduleId: number;

  @ApiProperty(ID_SCHEMA)
  productId: number;

  @ApiProperty({ example: 'Why calm beats loud' })
  title: string;

  @ApiProperty({ description: 'Sanitised HTML' })
  bodyHtml: string;

  @ApiProperty({ enum: LESSON_STATUSES, example: 'draft' })
  status: (typeof LESSON_STATUSES)[number];

  @ApiProperty({ description: 'Open to everybody, signed in or not' })
  freePreview: boolean;

  @ApiProperty({ ...int4Schema(0, MAX_DRIP_DAYS), description: 'Days after enrolment before it opens (0: at once)' })
  dripDays: number;

  @ApiProperty({ ...int4Schema(0), description: '0, 1, 2… within its module' })
  position: number;

  @ApiProperty({ type: LessonVideoAdminDto, nullable: true })
  video: LessonVideoAdminDto | null;

  @ApiProperty({ type: [LessonAttachmentAdminDto], description: 'In the order they were added' })
  attachments: LessonAttachmentAdminDto[];
}

// the links of the lesson's private files, signed for the reader
export interface MediaUrls {
  video(lesson: CourseLessonEntity): string;
  attachment(attachment: LessonAttachmentEntity): string;
}

export const toLessonAdminDto = (
  lesson: CourseLessonEntity,
  attachments: LessonAttachmentEntity[],
  urls: MediaUrls,
): LessonAdminDto => ({
  id: lesson.id,
  moduleId: lesson.moduleId,
  productId: lesson.productId,
  title: lesson.title,
  bodyHtml: lesson.bodyHtml,
  status: lesson.status,
  freePreview: lesson.freePreview,
  dripDays: lesson.dripDays,
  position: lesson.position,
  video: toLessonVideoAdminDto(lesson, () => urls.video(lesson)),
  attachments: attachments.map((a) => ({ id: a.id, fileName: a.fileName, size: a.size, url: urls.attachment(a) })),
});
