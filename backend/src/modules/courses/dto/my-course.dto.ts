import { ApiProperty } from '@nestjs/swagger';
import { ID_SCHEMA, int4Schema } from '../../../core/http/int4';
import type { MyCourseView } from '../course-views';

// A course of the signed-in student (the account's "My Courses").
export class MyCourseDto {
  @ApiProperty(ID_SCHEMA) productId: number;
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
  @ApiProperty({ format: 'uri-reference' }) imageUrl: string;
  @ApiProperty({ type: String, format: 'date-time' }) enrolledAt: string;
  @ApiProperty(int4Schema(0)) completedLessons: number;
  @ApiProperty(int4Schema(0)) totalLessons: number;
  @ApiProperty(int4Schema(0, 100)) percent: number;
  @ApiProperty({ type: String, nullable: true, description: 'The lesson last opened' }) lastLessonTitle: string | null;
  @ApiProperty({ ...ID_SCHEMA, nullable: true, description: 'Where "Resume" leads' }) resumeLessonId: number | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completedAt: string | null;
}

export const toMyCourseDto = (c: MyCourseView): MyCourseDto => ({
  productId: c.productId,
  slug: c.slug,
  title: c.title,
  imageUrl: c.imageUrl,
  enrolledAt: c.enrolledAt.toISOString(),
  completedLessons: c.completedLessons,
  totalLessons: c.totalLessons,
  percent: c.percent,
  lastLessonTitle: c.lastLessonTitle,
  resumeLessonId: c.resumeLessonId,
  completedAt: c.completedAt?.toISOString() ?? null,
});
