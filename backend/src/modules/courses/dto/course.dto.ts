import { ProductPlanDto } from '../../commerce';
import { ApiProperty } from '@nestjs/swagger';
import { ID_SCHEMA, int4Schema } from '../../../core/http/int4';
import type { CourseView, LessonSummaryView } from '../course-views';
import { toEnrolmentProgress } from './course-progress.dto';

export class CourseLessonSummaryDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'Open to everybody, signed in or not' }) freePreview: boolean;
  @ApiProperty() hasVideo: boolean;
  @ApiProperty(int4Schema(0)) attachmentCount: number;
  @ApiProperty({ description: 'The reader marked it complete' }) completed: boolean;
  @ApiProperty({
    description: 'The reader may open it now: a free preview, or enrolled and its drip date reached, or an admin',
  })
  open: boolean;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When it opens for this student (an enrolled student’s locked lesson only); null otherwise',
  })
  opensAt: string | null;
}

export class CourseModuleDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty() title: string;
  @ApiProperty({ type: [CourseLessonSummaryDto], description: 'Its published lessons, in order' })
  lessons: CourseLessonSummaryDto[];
}

export class CourseEnrolmentDto {
  @ApiProperty({ type: String, format: 'date-time' }) enrolledAt: string;
  @ApiProperty(int4Schema(0)) completedLessons: number;
  @ApiProperty(int4Schema(0)) totalLessons: number;
  @ApiProperty(int4Schema(0, 100)) percent: number;
  @ApiProperty({ ...ID_SCHEMA, nullable: true, description: 'The lesson last opened' }) lastLessonId: number | null;
  @ApiProperty({
    ...ID_SCHEMA,
    nullable: true,
    description:
      'Where "Resume" leads: the first open lesson not complete after the last one opened, else that one, else the first',
  })
  resumeLessonId: number | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When every lesson was complete' })
  completedAt: string | null;
  @ApiProperty({ description: 'The student gets an e-mail when lessons open (drip)' }) dripMails: boolean;
  @ApiProperty({
    type: String,
    format: 'uri-reference',
    nullable: true,
    description: 'The certificate (PDF) once the course is complete; null before',
  })
  certificateUrl: string | null;
}

export class CourseDto {
  @ApiProperty(ID_SCHEMA) productId: number;
  @ApiProperty({ example: 'calm-leadership', description: 'Its page: /courses/{slug}' }) slug: string;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ format: 'uri-reference', description: 'The product’s first image, or the site’s placeholder' })
  imageUrl: string;
  @ApiProperty({ example: '$199', description: 'With a leading $' }) price: string;
  @ApiProperty(int4Schema(0)) priceCents: number;
  @ApiProperty({
    type: ProductPlanDto,
    nullable: true,
    description: 'Also sold in monthly instalments (checkout with plan: true); null: in full only',
  })
  plan: ProductPlanDto | null;
  @ApiProperty({ type: [CourseModuleDto], description: 'Modules with at least one published lesson, in order' })
  modules: CourseModuleDto[];
  @ApiProperty(int4Schema(0)) lessonCount: number;
  @ApiProperty({
    type: CourseEnrolmentDto,
    nullable: true,
    description: 'The reader’s enrolment and progress; null for anyone not enrolled',
  })
  enrolment: CourseEnrolmentDto | null;
}

const toLessonSummaryDto = (l: LessonSummaryView): CourseLessonSummaryDto => ({
  id: l.id,
  title: l.title,
  freePreview: l.freePreview,
  hasVideo: l.hasVideo,
  attachmentCount: l.attachmentCount,
  completed: l.completed,
  open: l.open,
  opensAt: l.opensAt?.toISOString() ?? null,
});

export const toCourseDto = (c: CourseView): CourseDto => ({
  productId: c.productId,
  slug: c.slug,
  title: c.title,
  description: c.description,
  imageUrl: c.imageUrl,
  price: c.price,
  priceCents: c.priceCents,
  plan: c.plan,
  modules: c.modules.map((m) => ({ id: m.id, title: m.title, lessons: m.lessons.map(toLessonSummaryDto) })),
  lessonCount: c.lessonCount,
  enrolment: c.enrolment && {
    ...toEnrolmentProgress(c.enrolment),
    enrolledAt: c.enrolment.enrolledAt.toISOString(),
    lastLessonId: c.enrolment.lastLessonId,
    dripMails: c.enrolment.dripMails,
  },
});
