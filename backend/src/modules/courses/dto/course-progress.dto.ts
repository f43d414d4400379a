import { ApiProperty } from '@nestjs/swagger';
import { ID_SCHEMA, int4Schema } from '../../../core/http/int4';
import type { ProgressView } from '../course-views';

// A student's progress after marking a lesson complete or incomplete.
export class CourseProgressDto {
  @ApiProperty(int4Schema(0)) completedLessons: number;
  @ApiProperty(int4Schema(0)) totalLessons: number;
  @ApiProperty(int4Schema(0, 100)) percent: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When every lesson was complete' })
  completedAt: string | null;
  @ApiProperty({ type: String, format: 'uri-reference', nullable: true, description: 'The certificate once complete' })
  certificateUrl: string | null;
  @ApiProperty({ ...ID_SCHEMA, nullable: true, description: 'Where "Resume" leads now' })
  resumeLessonId: number | null;
}

export const toEnrolmentProgress = (p: ProgressView): CourseProgressDto => ({
  completedLessons: p.completedLessons,
  totalLessons: p.totalLessons,
  percent: p.percent,
  completedAt: p.completedAt?.toISOString() ?? null,
  certificateUrl: p.certificateUrl,
  resumeLessonId: p.resumeLessonId,
});

export const toCourseProgressDto = toEnrolmentProgress;
