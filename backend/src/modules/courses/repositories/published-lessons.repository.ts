import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { CourseLessonEntity, type VideoProvider } from '../entities/course-lesson.entity';
import { LessonAttachmentEntity } from '../entities/lesson-attachment.entity';

// A published lesson as a course's outline lists it (no body).
export interface OutlineLesson {
  id: number;
  productId: number;
  moduleId: number;
  moduleTitle: string;
  title: string;
  freePreview: boolean;
  dripDays: number;
  videoProvider: VideoProvider | null;
  attachmentCount: number;
}

// What students read of courses: published lessons only (drafts are the owner's).
@Injectable()
export class PublishedLessonsRepository {
  constructor(
    @InjectRepository(CourseLessonEntity) private readonly lessons: Repository<CourseLessonEntity>,
    @InjectRepository(LessonAttachmentEntity) private readonly attachments: Repository<LessonAttachmentEntity>,
  ) {}

  // the published lessons of these courses in each course's order (modules, then lessons in them);
  // a module without one is absent
  async outline(productIds: number[]): Promise<OutlineLesson[]> {
    if (!productIds.length) return [];
    return (await this.lessons.query(
      `SELECT l.id, l.product_id AS "productId", m.id AS "moduleId", m.title AS "moduleTitle", l.title,
              l.free_preview AS "freePreview", l.drip_days AS "dripDays", l.video_provider AS "videoProvider",
              (SELECT count(*)::int FROM course_lesson_attachments a WHERE a.lesson_id = l.id) AS "attachmentCount"
         FROM course_lessons l JOIN course_modules m ON m.id = l.module_id
        WHERE l.product_id = ANY($1::int[]) AND l.status = 'published'
        ORDER BY l.product_id, m.position, m.id, l.position, l.id`,
      [productIds],
    )) as OutlineLesson[];
  }

  // those of these courses with no published lesson yet
  async withoutPublishedLesson(tx: EntityManager, productIds: number[]): Promise<number[]> {
    const rows = (await tx.query(
      `SELECT c.id FROM unnest($1::int[]) AS c (id)
        WHERE NOT EXISTS (SELECT 1 FROM course_lessons l WHERE l.product_id = c.id AND l.status = 'published')`,
      [productIds],
    )) as { id: number }[];
    return rows.map((r) => r.id);
  }

  // the published lesson with its body and video
  findPublished(id: number): Promise<CourseLessonEntity | null> {
    return this.lessons.findOneBy({ id, status: 'published' });
  }

  attachmentsOf(lessonId: number): Promise<LessonAttachmentEntity[]> {
    return this.attachments.find({ where: { lessonId }, order: { position: 'ASC', id: 'ASC' } });
  }

  findAttachment(id: number): Promise<LessonAttachmentEntity | null> {
    return this.attachments.findOneBy({ id });
  }
}
