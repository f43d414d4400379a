import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { CourseLessonEntity } from '../entities/course-lesson.entity';
import { CourseModuleEntity } from '../entities/course-module.entity';
import { LessonAttachmentEntity } from '../entities/lesson-attachment.entity';

// the changes a lesson save makes (only the fields given)
export type LessonChanges = Partial<
  Pick<
    CourseLessonEntity,
    | 'title'
    | 'bodyHtml'
    | 'freePreview'
    | 'dripDays'
    | 'status'
    | 'videoProvider'
    | 'videoRef'
    | 'videoFileName'
    | 'videoSize'
  >
>;

// The course builder's tables: a course's modules, its lessons and their attachments. Writes take
// the transaction they belong to; `m` of a read is the transaction's manager or, outside one, the
// data source's.
@Injectable()
export class CourseOutlineRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  // One change to a course's outline at a time (until the transaction ends): two owners' tabs
  // adding a module at once get positions one after the other, and a reorder sees the whole course.
  async lockCourse(tx: EntityManager, productId: number): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('course-outline'), $1)`, [productId]);
  }

  // those of these courses that have no module yet
  async withoutModules(m: EntityManager, productIds: number[]): Promise<number[]> {
    const rows: { id: number }[] = await m.query(
      `SELECT c.id FROM unnest($1::int[]) AS c (id)
        WHERE NOT EXISTS (SELECT 1 FROM course_modules m WHERE m.product_id = c.id)`,
      [productIds],
    );
    return rows.map((r) => r.id);
  }

  modules(m: EntityManager, productId: number): Promise<CourseModuleEntity[]> {
    return m.getRepository(CourseModuleEntity).find({ where: { productId }, order: { position: 'ASC', id: 'ASC' } });
  }

  // every lesson of the course, drafts too, in the course's order
  lessons(m: EntityManager, productId: number): Promise<CourseLessonEntity[]> {
    return m
      .getRepository(CourseLessonEntity)
      .createQueryBuilder('l')
      .innerJoin(CourseModuleEntity, 'm', 'm.id = l.module_id')
      .where('l.product_id = :productId', { productId })
      .orderBy('m.position', 'ASC')
      .addOrderBy('m.id', 'ASC')
      .addOrderBy('l.position', 'ASC')
      .addOrderBy('l.id', 'ASC')
      .getMany();
  }

  async attachmentCounts(m: EntityManager, productId: number): Promise<Map<number, number>> {
    const rows: { lesson_id: number; count: string }[] = await m.query(
      `SELECT a.lesson_id, count(*) AS count FROM course_lesson_attachments a
       JOIN course_lessons l ON l.id = a.lesson_id WHERE l.product_id = $1 GROUP BY a.lesson_id`,
      [productId],
    );
    return new Map(rows.map((r) => [r.lesson_id, Number(r.count)]));
  }

  findModule(m: EntityManager, id: number): Promise<CourseModuleEntity | null> {
    return m.getRepository(CourseModuleEntity).findOneBy({ id });
  }

  // `lock`: held until the transaction ends, so a save and an upload of one lesson do not cross
  findLesson(m: EntityManager, id: number, lock = false): Promise<CourseLessonEntity | null> {
    return m
      .getRepository(CourseLessonEntity)
      .findOne({ where: { id }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
  }

  attachments(m: EntityManager, lessonId: number): Promise<LessonAttachmentEntity[]> {
    return m.getRepository(LessonAttachmentEntity).find({ where: { lessonId }, order: { position: 'ASC', id: 'ASC' } });
  }

  async insertModule(tx: EntityManager, productId: number, title: string): Promise<void> {
    await tx.query(
      `INSERT INTO course_modules (product_id, title, position)
       SELECT $1, $2, coalesce(max(position) + 1, 0) FROM course_modules WHERE product_id = $1`,
      [productId, title],
    );
  }

  async renameModule(tx: EntityManager, id: number, title: string): Promise<void> {
    await tx.getRepository(CourseModuleEntity).update({ id }, { title });
  }

  // the private files of the lessons given (their uploaded videos and attachments), to delete
  // from the store once the rows are gone
  async fileKeys(m: EntityManager, lessonIds: number[]): Promise<string[]> {
    if (!lessonIds.length) return [];
    const rows: { key: string }[] = await m.query(
      `SELECT video_ref AS key FROM course_lessons WHERE id = ANY($1) AND video_provider = 'file'
       UNION ALL SELECT file_key FROM course_lesson_attachments WHERE lesson_id = ANY($1)`,
      [lessonIds],
    );
    return rows.map((r) => r.key);
  }

  // its lessons, their attachments and progress go with it (ON DELETE CASCADE)
  async deleteModule(tx: EntityManager, id: number): Promise<void> {
    await tx.getRepository(CourseModuleEntity).delete({ id });
  }

  async insertLesson(tx: EntityManager, module: CourseModuleEntity, title: string): Promise<number> {
    const [row]: { id: number }[] = await tx.query(
      `INSERT INTO course_lessons (module_id, product_id, title, position)
       SELECT $1, $2, $3, coalesce(max(position) + 1, 0) FROM course_lessons WHERE module_id = $1
       RETURNING id`,
      [module.id, module.productId, title],
    );
    return row.id;
  }

  async updateLesson(tx: EntityManager, id: number, changes: LessonChanges): Promise<void> {
    if (Object.keys(changes).length) await tx.getRepository(CourseLessonEntity).update({ id }, changes);
  }

  async deleteLesson(tx: EntityManager, id: number): Promise<void> {
    await tx.getRepository(CourseLessonEntity).delete({ id });
  }

  // every module's position and every lesson's module and position, as listed, in two statements
  async setOrder(tx: EntityManager, order: { id: number; lessonIds: number[] }[]): Promise<void> {
    if (!order.length) return;
    await tx.query(
      `UPDATE course_modules m SET position = o.ordinality - 1, updated_at = now()
       FROM unnest($1::int[]) WITH ORDINALITY AS o(id, ordinality)
       WHERE m.id = o.id AND m.position <> o.ordinality - 1`,
      [order.map((m) => m.id)],
    );
    const lessons = order.flatMap((m) => m.lessonIds.map((id, position) => ({ id, moduleId: m.id, position })));
    if (!lessons.length) return;
    await tx.query(
      `UPDATE course_lessons l SET module_id = o.module_id, position = o.position, updated_at = now()
       FROM unnest($1::int[], $2::int[], $3::int[]) AS o(id, module_id, position)
       WHERE l.id = o.id AND (l.module_id, l.position) IS DISTINCT FROM (o.module_id, o.position)`,
      [lessons.map((l) => l.id), lessons.map((l) => l.moduleId), lessons.map((l) => l.position)],
    );
  }

  async insertAttachment(
    tx: EntityManager,
    lessonId: number,
    file: { fileKey: string; fileName: string; size: number },
  ): Promise<void> {
    await tx.query(
      `INSERT INTO course_lesson_attachments (lesson_id, file_key, file_name, size, position)
       SELECT $1, $2, $3, $4, coalesce(max(position) + 1, 0) FROM course_lesson_attachments WHERE lesson_id = $1`,
      [lessonId, file.fileKey, file.fileName, file.size],
    );
  }

  // the deleted attachment's file key, null when the lesson has no such attachment
  async deleteAttachment(tx: EntityManager, lessonId: number, id: number): Promise<string | null> {
    const [rows]: [{ file_key: string }[], number] = await tx.query(
      `DELETE FROM course_lesson_attachments WHERE id = $1 AND lesson_id = $2 RETURNING file_key`,
      [id, lessonId],
    );
    return rows[0]?.file_key ?? null;
  }

  lessonIdsOfModule(m: EntityManager, moduleId: number): Promise<number[]> {
    return m
      .getRepository(CourseLessonEntity)
      .find({ where: { moduleId }, select: { id: true } })
      .then((rows) => rows.map((r) => r.id));
  }
}
