import type { EnrolmentSource } from '../entities/course-enrolment.entity';

export interface StudentRow {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  source: EnrolmentSource;
  enrolledAt: Date;
  completedLessons: number;
  totalLessons: number;
  lastLessonTitle: string | null;
  completedAt: Date | null;
}
