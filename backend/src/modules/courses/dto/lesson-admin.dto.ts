import { ApiProperty } from '@nestjs/swagger';
import { int4Schema, ID_SCHEMA } from '../../../core/http/int4';
import { MAX_DRIP_DAYS } from '../courses.errors';
import { LESSON_STATUSES } from '../entities/course-lesson.entity';
import type { CourseLessonEntity } from '../entities/course-lesson.entity';
import type { LessonAttachmentEntity } from '../entities/lesson-attachment.entity';
import { LessonVideoAdminDto, toLessonVideoAdminDto } from './lesson-video-admin.dto';

// the links of the lesson's private files, signed for the reader
export interface MediaUrls {
  video(lesson: CourseLessonEntity): string;
  attachment(attachment: LessonAttachmentEntity): string;
}

// What the builder shows of a lesson in the outline and in its editor alike.
class LessonAdminFieldsDto {
  @ApiProperty(ID_SCHEMA)
  id: number;

  @ApiProperty({ example: 'Why calm beats loud' })
  title: string;

  @ApiProperty({ enum: LESSON_STATUSES, example: 'published', description: 'Students see published lessons only' })
  status: (typeof LESSON_STATUSES)[number];

  @ApiProperty({ description: 'Open to everybody, signed in or not' })
  freePreview: boolean;

  @ApiProperty({ ...int4Schema(0, MAX_DRIP_DAYS), description: 'Days after enrolment before it opens (0: at once)' })
  dripDays: number;

  @ApiProperty({ ...int4Schema(0), description: '0, 1, 2… within its module' })
  position: number;

  @ApiProperty({ type: LessonVideoAdminDto, nullable: true })
  video: LessonVideoAdminDto | null;
}

const toLessonAdminFields = (lesson: CourseLessonEntity, urls: MediaUrls): LessonAdminFieldsDto => ({
  id: lesson.id,
  title: lesson.title,
  status: lesson.status,
  freePreview: lesson.freePreview,
  dripDays: lesson.dripDays,
  position: lesson.position,
  video: toLessonVideoAdminDto(lesson, () => urls.video(lesson)),
});

// A lesson in the course builder's outline.
export class LessonAdminSummaryDto extends LessonAdminFieldsDto {
  @ApiProperty(int4Schema(0))
  attachmentCount: number;
}

export const toLessonAdminSummaryDto = (
  lesson: CourseLessonEntity,
  attachmentCount: number,
  urls: MediaUrls,
): LessonAdminSummaryDto => ({ ...toLessonAdminFields(lesson, urls), attachmentCount });

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
export class LessonAdminDto extends LessonAdminFieldsDto {
  @ApiProperty(ID_SCHEMA)
  moduleId: number;

  @ApiProperty(ID_SCHEMA)
  productId: number;

  @ApiProperty({ description: 'Sanitised HTML' })
  bodyHtml: string;

  @ApiProperty({ type: [LessonAttachmentAdminDto], description: 'In the order they were added' })
  attachments: LessonAttachmentAdminDto[];
}

export const toLessonAdminDto = (
  lesson: CourseLessonEntity,
  attachments: LessonAttachmentEntity[],
  urls: MediaUrls,
): LessonAdminDto => ({
  ...toLessonAdminFields(lesson, urls),
  moduleId: lesson.moduleId,
  productId: lesson.productId,
  bodyHtml: lesson.bodyHtml,
  attachments: attachments.map((a) => ({ id: a.id, fileName: a.fileName, size: a.size, url: urls.attachment(a) })),
});
