import { Injectable } from '@nestjs/common';
import type { ProductTypeKnowledge } from '../../commerce';
import { CourseOutlinesService } from '../outlines/course-outlines.service';
import { outlineSummary } from './outline-words';

// What the assistant's facts of the products say of a course: its size and free previews.
@Injectable()
export class CourseProductKnowledge implements ProductTypeKnowledge {
  readonly noun = 'online course';
  readonly keywords = 'course online course class program programme lessons modules learn enroll enrol';
  readonly tables = ['course_modules', 'course_lessons'];

  constructor(private readonly outlines: CourseOutlinesService) {}

  async sentences(): Promise<Map<number, string[]>> {
    return new Map((await this.outlines.list()).map((c) => [c.productId, [outlineSummary(c)]]));
  }
}
