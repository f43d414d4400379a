import { Injectable } from '@nestjs/common';
import type { AssistantEntry, AssistantFacts } from '../../commerce';
import { type CourseOutline, CourseOutlinesService } from './course-outlines.service';

const lessonTitle = (l: CourseOutline['modules'][number]['lessons'][number]) =>
  l.freePreview ? `${l.title} (free preview)` : l.title;

// the course with its lessons, the free previews said so (anybody may open those)
function summary(c: CourseOutline): string {
  const lessons = c.modules.flatMap((m) => m.lessons);
  const n = lessons.length;
  return `The course [${c.title}](/courses/${c.slug}) has ${n} lesson${n === 1 ? '' : 's'}: ${lessons.map(lessonTitle).join('; ')}.`;
}

const entry = (c: CourseOutline): AssistantEntry => ({
  title: c.title,
  url: `/courses/${c.slug}`,
  description: c.description,
  details: c.modules.map((m) => `${m.title}: ${m.lessons.map(lessonTitle).join('; ')}`),
  summary: summary(c),
  keywords: c.modules.flatMap((m) => [m.title, ...m.lessons.map((l) => l.title)]).join(' '),
});

// What the assistant may say of the courses: their outlines (module and lesson titles, never what a
// lesson says: that is for its students). Given to commerce's registry with the course type.
@Injectable()
export class CourseAssistantFacts implements AssistantFacts {
  readonly heading = 'COURSES (outline: modules and their lessons; "free preview" lessons anybody may open):';
  readonly rule =
    'Link a course to [its title](/courses/{slug}). Of a course you know only its outline below, not what its lessons say.';

  constructor(private readonly outlines: CourseOutlinesService) {}

  async entries(): Promise<AssistantEntry[]> {
    return (await this.outlines.list()).map(entry);
  }
}
