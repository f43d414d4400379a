import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

// One published lesson of a live course, with its module and course, in the course's order.
export interface OutlineRow {
  productId: number;
  slug: string;
  courseTitle: string;
  description: string;
  productUpdatedAt: Date;
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

  // every published lesson of every course product not archived, newest course first
  publishedLessons(): Promise<OutlineRow[]> {
    return this.dataSource.query(
      `SELECT p.id AS "productId", p.slug, p.title AS "courseTitle", p.description,
              p.updated_at AS "productUpdatedAt", m.id AS "moduleId", m.title AS "moduleTitle",
              l.title AS "lessonTitle", l.free_preview AS "freePreview", l.updated_at AS "lessonUpdatedAt"
       FROM products p
       JOIN course_modules m ON m.product_id = p.id
       JOIN course_lessons l ON l.module_id = m.id AND l.status = 'published'
       WHERE p.type = 'course' AND p.archived_at IS NULL
       ORDER BY p.created_at DESC, p.id, m.position, m.id, l.position, l.id`,
    );
  }
}
