import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DemoSeed, DemoSeeder } from '../../../core/seed/demo-seeder.decorator';
import { ProductFactsService } from '../../commerce';
import { CourseLessonEntity } from '../entities/course-lesson.entity';
import { CourseModuleEntity } from '../entities/course-module.entity';
import { CourseOutlineRepository } from '../repositories/course-outline.repository';
import { DEMO_COURSE_OUTLINE } from './demo-course-outline';

// The outline of the demo course (31-course-product): its modules and published
// lessons, the first a free preview, so the course `make run` sells can be opened, read and
// completed like a real one. It fills a demo course still in the shop that has no module yet, and
// only that (commerce's demo products, read in the seeding transaction).
@Injectable()
@DemoSeed('35-course-outline')
export class DemoCourseSeeder implements DemoSeeder {
  constructor(
    private readonly products: ProductFactsService,
    private readonly outline: CourseOutlineRepository,
  ) {}

  async seed(manager: EntityManager): Promise<void> {
    const demo = await this.products.ofType('course', { inShop: true, demo: true }, manager);
    const courses = await this.outline.withoutModules(
      manager,
      demo.map((course) => course.id),
    );
    for (const productId of courses) {
      for (const [position, { title, lessons }] of DEMO_COURSE_OUTLINE.entries()) {
        const module = await manager.save(manager.create(CourseModuleEntity, { productId, title, position }));
        await manager.save(
          lessons.map((lesson, i) =>
            manager.create(CourseLessonEntity, {
              moduleId: module.id,
              productId,
              title: lesson.title,
              bodyHtml: lesson.paragraphs.map((p) => `<p>${p}</p>`).join(''),
              freePreview: lesson.freePreview ?? false,
              status: 'published',
              position: i,
            }),
          ),
        );
      }
    }
  }
}
