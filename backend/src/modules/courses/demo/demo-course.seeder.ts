import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DemoSeed, DemoSeeder } from '../../../core/seed/demo-seeder.decorator';
import { CourseLessonEntity } from '../entities/course-lesson.entity';
import { CourseModuleEntity } from '../entities/course-module.entity';
import { DEMO_COURSE_OUTLINE } from './demo-course-outline';

// The outline of the demo course the shop's seeder adds (30-products): its modules and published
// lessons, the first a free preview, so the course `make run` sells can be opened, read and
// completed like a real one. It fills a demo course that has no module yet, and only that.
@Injectable()
@DemoSeed('35-course-outline')
export class DemoCourseSeeder implements DemoSeeder {
  async seed(manager: EntityManager): Promise<void> {
    const courses: { id: number }[] = await manager.query(
      `SELECT p.id FROM products p
        WHERE p.type = 'course' AND p.is_demo AND p.archived_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM course_modules m WHERE m.product_id = p.id)`,
    );
    for (const { id: productId } of courses) {
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
