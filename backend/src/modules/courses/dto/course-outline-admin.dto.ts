import { ApiProperty } from '@nestjs/swagger';
import { int4Schema, ID_SCHEMA } from '../../../core/http/int4';
import { LESSON_STATUSES } from '../entities/course-lesson.entity';
import type { CourseLessonEntity } from '../entities/course-lesson.entity';
import type { CourseModuleEntity } from '../entities/course-module.entity';
import { MAX_DRIP_DAYS } from '../courses.errors';
import { LessonVideoAdminDto, toLessonVideoAdminDto } from './lesson-video-admin.dto';

export class LessonAdminSummaryDto {
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

  @ApiProperty(int4Schema(0))
  attachmentCount: number;
}

export class CourseModuleAdminDto {
  @ApiProperty(ID_SCHEMA)
  id: number;

  @ApiProperty({ example: 'Getting started' })
  title: string;

  @ApiProperty({ ...int4Schema(0), description: '0, 1, 2… within the course' })
  position: number;

  @ApiProperty({ type: [LessonAdminSummaryDto], description: 'In order, drafts too' })
  lessons: LessonAdminSummaryDto[];
}

// The course builder's outline of one course product: every module and lesson, drafts too.
export class CourseOutlineAdminDto {
  @ApiProperty(ID_SCHEMA)
  productId: number;

  @ApiProperty({ example: 'The Calm Leader Course' })
  title: string;

  @ApiProperty({ example: 'the-calm-leader-course', description: 'The course page is /courses/{slug}' })
  slug: string;

  @ApiProperty({ type: [CourseModuleAdminDto], description: 'In order' })
  modules: CourseModuleAdminDto[];
}

export interface CourseOutline {
  product: { id: number; title: string; slug: string };
  modules: CourseModuleEntity[];
  // every lesson of the course in order (module position, then lesson position)
  lessons: CourseLessonEntity[];
  attachmentCounts: Map<number, number>;
}

export function toCourseOutlineAdminDto(
  outline: CourseOutline,
  videoUrl: (lesson: CourseLessonEntity) => string,
): CourseOutlineAdminDto {
  return {
    productId: outline.product.id,
    title: outline.product.title,
    slug: outline.product.slug,
    modules: outline.modules.map((m) => ({
      id: m.id,
      title: m.title,
      position: m.position,
      lessons: outline.lessons
        .filter((l) => l.moduleId === m.id)
        .map((l) => ({
          id: l.id,
          title: l.title,
          status: l.status,
          freePreview: l.freePreview,
          dripDays: l.dripDays,
          position: l.position,
          video: toLessonVideoAdminDto(l, () => videoUrl(l)),
          attachmentCount: outline.attachmentCounts.get(l.id) ?? 0,
        })),
    })),
  };
}
