import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

// One published lesson of a course, with its module, in the course's order.
export interface OutlineRow {
  productId: number;
  moduleId: number;
  moduleTitle: string;
  lessonTitle: string;
  freePreview: boolean;
  lessonUpdatedAt: Date;
}

// The outlines of the live courses: titles only, never a lesson's body, video or files.
@Injectable()
export class CourseOutlinesRepository {
  constructor(private readonly dataSource: DataSource) {}

  // every published lesson of these courses, the courses in the order given, each in its own order
  publishedLessons(productIds: number[]): Promise<OutlineRow[]> {
    return this.dataSource.query(
      `SELECT l.product_id AS "productId", m.id AS "moduleId", m.title AS "moduleTitle",
              l.title AS "lessonTitle", l.free_preview AS "freePreview", l.updated_at AS "lessonUpdatedAt"
       FROM course_modules m
       JOIN course_lessons l ON l.module_id = m.id AND l.status = 'published'
       WHERE m.product_id = ANY($1::int[])
       ORDER BY array_position($1::int[], m.product_id), m.position, m.id, l.position, l.id`,
      [productIds],
    );
  }
}
