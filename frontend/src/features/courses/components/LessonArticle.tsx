import type { ReactNode } from 'react';
import { SafeHtml } from '../../content';
import type { CourseDto } from '../api';
import type { LessonDto } from '../learning-api';
import { CompleteLesson } from './CompleteLesson';
import { EnrolNow } from './EnrolNow';
import { LessonFiles } from './LessonFiles';
import { LessonSteps } from './LessonSteps';
import { LessonVideo } from './LessonVideo';
import { ProgressBar } from './ProgressBar';

export const FREE_PREVIEW = 'This is a free preview. Enroll to open every lesson.';

interface LessonArticleProps {
  slug: string;
  lesson: LessonDto;
  course: CourseDto | undefined;
  back: ReactNode;
}

// One lesson as its reader sees it: a free preview says so to a visitor not enrolled; a student
// marks it complete and sees how far through the course they are.
export function LessonArticle({ slug, lesson, course, back }: LessonArticleProps) {
  const enrolment = course?.enrolment;
  return (
    <div className="container page lesson-page">
      {back}
      <article className="lesson-page__article" aria-labelledby="lesson-title">
        <p className="lesson-page__module">{lesson.moduleTitle}</p>
        <h1 className="lesson-page__title" id="lesson-title">
          {lesson.title}
        </h1>
        {course && !enrolment && lesson.freePreview && (
          <div className="lesson-page__preview" role="note">
            <p>{FREE_PREVIEW}</p>
            <EnrolNow course={course} />
          </div>
        )}
        {lesson.video && <LessonVideo video={lesson.video} title={lesson.title} />}
        {lesson.bodyHtml && <SafeHtml html={lesson.bodyHtml} className="lesson-page__body post-content" />}
        <LessonFiles files={lesson.attachments} />
        {enrolment && <CompleteLesson key={lesson.id} slug={slug} lesson={lesson} />}
        {enrolment && (
          <ProgressBar
            percent={enrolment.percent}
            completedLessons={enrolment.completedLessons}
            totalLessons={enrolment.totalLessons}
          />
        )}
        <LessonSteps slug={slug} lesson={lesson} course={course} />
      </article>
    </div>
  );
}
