import { ApiProperty } from '@nestjs/swagger';
import { ID_SCHEMA, int4Schema } from '../../../core/http/int4';
import type { MyCourseView } from '../course-views';
import { ENROLMENT_SOURCES, type EnrolmentSource } from '../entities/course-enrolment.entity';

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
  @ApiProperty({
    enum: ENROLMENT_SOURCES,
    description:
      'How the student has the course: purchase (a paid order), owner (enrolled by the owner), or membership ' +
      '(included with their membership: listed only while the membership includes the course)',
  })
  source: EnrolmentSource;
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
  source: c.source,
});
