import { Injectable } from '@nestjs/common';
import type { KnowledgePassage, KnowledgeSource } from '../../../core/knowledge/knowledge-source';
import { counted, listed, passagesOf } from '../../../core/knowledge/passage-text';
import { type CourseOutline, CourseOutlinesService } from '../outlines/course-outlines.service';
import { lessonWords, outlineSummary } from './outline-words';

const KEYWORDS = 'course outline curriculum syllabus modules lessons how many free preview sample contents';

// The live courses' outlines for the assistant: each course's size and free previews, then each
// module with its lessons' titles. Never what a lesson says: that is for its students.
@Injectable()
export class CoursesKnowledge implements KnowledgeSource {
  readonly name = 'courses';
  readonly label = 'Course';
  readonly tables = ['products', 'course_modules', 'course_lessons'];

  constructor(private readonly outlines: CourseOutlinesService) {}

  async passages(): Promise<KnowledgePassage[]> {
    return (await this.outlines.list()).flatMap(coursePassages);
  }
}

function coursePassages(course: CourseOutline): KnowledgePassage[] {
  const base = { title: course.title, url: `/courses/${course.slug}`, keywords: KEYWORDS };
  const modules = course.modules.flatMap((m, i) =>
    passagesOf({ ...base, title: `${course.title}: ${m.title}` }, `course:${course.productId}:module${i + 1}`, [
      `Module ${i + 1} of ${course.title}, ${m.title}, has ${counted(m.lessons.length, 'lesson')}: ${listed(m.lessons.map(lessonWords))}.`,
    ]),
  );
  const modulesNamed = `Its modules: ${listed(course.modules.map((m) => m.title))}.`;
  return [
    ...passagesOf(base, `course:${course.productId}`, [
      `${course.title} is an online course.`,
      outlineSummary(course),
      modulesNamed,
    ]),
    ...modules,
  ];
}
