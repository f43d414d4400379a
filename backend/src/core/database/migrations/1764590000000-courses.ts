import { MigrationInterface, QueryRunner } from 'typeorm';

// Courses (modules/courses): a course product's modules and lessons, a lesson's private files, who is
// enrolled (by a paid order or by the owner) and which lessons each student completed.
export class Courses1764590000000 implements MigrationInterface {
  name = 'Courses1764590000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "course_modules" (
        "id" SERIAL PRIMARY KEY,
        "product_id" integer NOT NULL REFERENCES "products" ("id") ON DELETE CASCADE,
        "title" varchar(200) NOT NULL,
        "position" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "IDX_course_modules_product" ON "course_modules" ("product_id", "position")`);
    await q.query(`
      CREATE TABLE "course_lessons" (
        "id" SERIAL PRIMARY KEY,
        "module_id" integer NOT NULL REFERENCES "course_modules" ("id") ON DELETE CASCADE,
        "product_id" integer NOT NULL REFERENCES "products" ("id") ON DELETE CASCADE,
        "title" varchar(200) NOT NULL,
        "body_html" text NOT NULL DEFAULT '',
        "video_provider" varchar(10) CHECK ("video_provider" IN ('file', 'youtube', 'vimeo')),
        "video_ref" varchar(200),
        "video_file_name" varchar(255),
        "video_size" bigint,
        "free_preview" boolean NOT NULL DEFAULT false,
        "drip_days" integer NOT NULL DEFAULT 0 CHECK ("drip_days" BETWEEN 0 AND 3650),
        "status" varchar(10) NOT NULL DEFAULT 'draft' CHECK ("status" IN ('draft', 'published')),
        "position" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CHECK (("video_provider" IS NULL) = ("video_ref" IS NULL))
      )`);
    await q.query(`CREATE INDEX "IDX_course_lessons_module" ON "course_lessons" ("module_id", "position")`);
    await q.query(`CREATE INDEX "IDX_course_lessons_product" ON "course_lessons" ("product_id")`);
    await q.query(`
      CREATE TABLE "course_lesson_attachments" (
        "id" SERIAL PRIMARY KEY,
        "lesson_id" integer NOT NULL REFERENCES "course_lessons" ("id") ON DELETE CASCADE,
        "file_key" varchar(100) NOT NULL,
        "file_name" varchar(255) NOT NULL,
        "size" bigint NOT NULL,
        "position" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "IDX_course_lesson_attachments_lesson" ON "course_lesson_attachments" ("lesson_id", "position")`);
    await q.query(`
      CREATE TABLE "course_enrolments" (
        "id" SERIAL PRIMARY KEY,
        "product_id" integer NOT NULL REFERENCES "products" ("id") ON DELETE CASCADE,
        "user_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "order_item_id" integer REFERENCES "order_items" ("id") ON DELETE SET NULL,
        "source" varchar(10) NOT NULL CHECK ("source" IN ('purchase', 'owner')),
        "enrolled_at" timestamptz NOT NULL DEFAULT now(),
        "drip_mails" boolean NOT NULL DEFAULT true,
        "last_lesson_id" integer REFERENCES "course_lessons" ("id") ON DELETE SET NULL,
        "completed_at" timestamptz,
        UNIQUE ("product_id", "user_id")
      )`);
    await q.query(`CREATE INDEX "IDX_course_enrolments_user" ON "course_enrolments" ("user_id")`);
    await q.query(`CREATE INDEX "IDX_course_enrolments_order_item" ON "course_enrolments" ("order_item_id")`);
    await q.query(`
      CREATE TABLE "course_progress" (
        "user_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "lesson_id" integer NOT NULL REFERENCES "course_lessons" ("id") ON DELETE CASCADE,
        "completed_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("user_id", "lesson_id")
      )`);
    await q.query(`CREATE INDEX "IDX_course_progress_lesson" ON "course_progress" ("lesson_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "course_progress"`);
    await q.query(`DROP TABLE "course_enrolments"`);
    await q.query(`DROP TABLE "course_lesson_attachments"`);
    await q.query(`DROP TABLE "course_lessons"`);
    await q.query(`DROP TABLE "course_modules"`);
  }
}
