import { ApiProperty } from '@nestjs/swagger';
import { EmailField } from '../../../core/http/email-field';
import { ID_SCHEMA, int4Schema } from '../../../core/http/int4';
import type { StudentRow } from '../repositories/enrolments.repository';
import { ENROLMENT_SOURCES } from '../entities/course-enrolment.entity';
import { percentOf } from '../course-progress';

// A student of a course, as the owner's builder lists them.
export class CourseStudentDto {
  @ApiProperty(ID_SCHEMA) userId: number;
  @ApiProperty({ example: 'Ada Lovelace' }) name: string;
  @ApiProperty({ example: 'ada@example.com' }) email: string;
  @ApiProperty({
    enum: ENROLMENT_SOURCES,
    description:
      'purchase: a paid order; owner: enrolled by the owner; membership: a member whose tier includes the course ' +
      '(it opens the course only while the membership includes it)',
  })
  source: string;
  @ApiProperty({ type: String, format: 'date-time' }) enrolledAt: string;
  @ApiProperty(int4Schema(0)) completedLessons: number;
  @ApiProperty(int4Schema(0)) totalLessons: number;
  @ApiProperty(int4Schema(0, 100)) percent: number;
  @ApiProperty({ type: String, nullable: true }) lastLessonTitle: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completedAt: string | null;
}

export class EnrolStudentDto {
  @ApiProperty({ example: 'ada@example.com', description: 'The e-mail address of an existing account' })
  @EmailField()
  email: string;
}

export const toCourseStudentDto = (s: StudentRow): CourseStudentDto => ({
  userId: s.userId,
  name: `${s.firstName} ${s.lastName}`.trim(),
  email: s.email,
  source: s.source,
  enrolledAt: s.enrolledAt.toISOString(),
  completedLessons: s.completedLessons,
  totalLessons: s.totalLessons,
  percent: percentOf(s.completedLessons, s.totalLessons),
  lastLessonTitle: s.lastLessonTitle,
  completedAt: s.completedAt?.toISOString() ?? null,
});
