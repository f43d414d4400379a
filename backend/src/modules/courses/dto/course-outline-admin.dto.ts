import { ApiProperty } from '@nestjs/swagger';
import { int4Schema, ID_SCHEMA } from '../../../core/http/int4';
import type { CourseLessonEntity } from '../entities/course-lesson.entity';
import type { CourseModuleEntity } from '../entities/course-module.entity';
import { LessonAdminSummaryDto, type MediaUrls, toLessonAdminSummaryDto } from './lesson-admin.dto';

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

export const toCourseOutlineAdminDto = (outline: CourseOutline, urls: MediaUrls): CourseOutlineAdminDto => ({
  productId: outline.product.id,
  title: outline.product.title,
  slug: outline.product.slug,
  modules: outline.modules.map((m) => ({
    id: m.id,
    title: m.title,
    position: m.position,
    lessons: outline.lessons
      .filter((l) => l.moduleId === m.id)
      .map((l) => toLessonAdminSummaryDto(l, outline.attachmentCounts.get(l.id) ?? 0, urls)),
  })),
});
