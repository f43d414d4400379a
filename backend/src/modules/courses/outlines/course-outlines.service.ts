import { Injectable } from '@nestjs/common';
import { ProductFactsService } from '../../commerce';
import { CourseOutlinesRepository } from './course-outlines.repository';

// What anybody may know of a course without opening it: its title, description, module titles and
// published lesson titles (free previews marked). For the assistant's grounding and the sitemap.
export interface CourseOutline {
  productId: number;
  slug: string;
  title: string;
  description: string;
  // when the course or one of its published lessons last changed
  updatedAt: Date;
  // the modules with at least one published lesson
  modules: { title: string; lessons: { title: string; freePreview: boolean }[] }[];
}

// The live courses' outlines: every course product not archived with at least one published
// lesson. Never a lesson's body: the assistant repeats what it is given to anybody.
@Injectable()
export class CourseOutlinesService {
  constructor(
    private readonly outlines: CourseOutlinesRepository,
    private readonly products: ProductFactsService,
  ) {}

  // the newest course first
  async list(): Promise<CourseOutline[]> {
    const live = new Map((await this.products.ofType('course', { inShop: true })).map((p) => [p.id, p]));
    const courses = new Map<number, CourseOutline>();
    const modules = new Map<number, CourseOutline['modules'][number]>();
    for (const row of await this.outlines.publishedLessons([...live.keys()])) {
      const course = courses.get(row.productId) ?? newCourse(live.get(row.productId)!);
      courses.set(row.productId, course);
      if (row.lessonUpdatedAt > course.updatedAt) course.updatedAt = row.lessonUpdatedAt;
      let module = modules.get(row.moduleId);
      if (!module) {
        module = { title: row.moduleTitle, lessons: [] };
        modules.set(row.moduleId, module);
        course.modules.push(module);
      }
      module.lessons.push({ title: row.lessonTitle, freePreview: row.freePreview });
    }
    return [...courses.values()];
  }
}

type CourseProduct = { id: number; slug: string; title: string; description: string; updatedAt: Date };

const newCourse = (product: CourseProduct): CourseOutline => ({
  productId: product.id,
  slug: product.slug,
  title: product.title,
  description: product.description,
  updatedAt: product.updatedAt,
  modules: [],
});
