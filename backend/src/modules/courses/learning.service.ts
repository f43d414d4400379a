import { Injectable, NotImplementedException } from '@nestjs/common';
import type { SessionUser } from '../../core/access/session-user';
import type { CourseView, LessonView, MyCourseView, ProgressView } from './course-views';

@Injectable()
export class LearningService {
  getCourse(slug: string, reader: SessionUser | undefined): Promise<CourseView> {
    throw new NotImplementedException({ slug, reader });
  }
  getLesson(slug: string, lessonId: number, reader: SessionUser | undefined): Promise<LessonView> {
    throw new NotImplementedException({ slug, lessonId, reader });
  }
  setCompleted(slug: string, lessonId: number, user: SessionUser, completed: boolean): Promise<ProgressView> {
    throw new NotImplementedException({ slug, lessonId, user, completed });
  }
  setDripMails(slug: string, user: SessionUser, enabled: boolean): Promise<void> {
    throw new NotImplementedException({ slug, user, enabled });
  }
  myCourses(userId: number): Promise<MyCourseView[]> {
    throw new NotImplementedException({ userId });
  }
}
