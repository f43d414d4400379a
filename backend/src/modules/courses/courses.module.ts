import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideMails } from '../../core/mail/define-mail';
import { AuthModule } from '../auth';
import { CommerceModule, FulfilmentRegistry } from '../commerce';
import { SiteModule } from '../site';
import { AdminCourseBuilderController } from './admin-course-builder.controller';
import { CourseBuilderService } from './course-builder.service';
import { CourseCertificateService } from './course-certificate.service';
import { CourseFulfilment } from './course-fulfilment';
import { CourseMediaController } from './course-media.controller';
import { CourseMediaLinks } from './course-media-links';
import { CourseMediaService } from './course-media.service';
import { CourseProducts } from './course-products';
import { CourseStudentsController } from './course-students.controller';
import { CourseStudentsService } from './course-students.service';
import { CourseEnrolmentEntity } from './entities/course-enrolment.entity';
import { CourseLessonEntity } from './entities/course-lesson.entity';
import { CourseModuleEntity } from './entities/course-module.entity';
import { LessonAttachmentEntity } from './entities/lesson-attachment.entity';
import { LessonProgressEntity } from './entities/lesson-progress.entity';
import { LearningController } from './learning.controller';
import { LearningService } from './learning.service';
import { courseCompletedMail } from './mails/course-completed.mail';
import { courseEnrolledMail } from './mails/course-enrolled.mail';
import { EnrolmentsRepository } from './repositories/enrolments.repository';
import { ProgressRepository } from './repositories/progress.repository';
import { CourseOutlineRepository } from './repositories/course-outline.repository';
import { PublishedLessonsRepository } from './repositories/published-lessons.repository';

// Courses that deliver: the owner's course builder (modules and lessons of a course product), the
// students a paid order enrols (commerce's fulfilment registry), their progress, drip release,
// completion and certificate.
@Module({
  imports: [
    TypeOrmModule.forFeature([
      CourseModuleEntity,
      CourseLessonEntity,
      LessonAttachmentEntity,
      CourseEnrolmentEntity,
      LessonProgressEntity,
    ]),
    CommerceModule,
    AuthModule,
    SiteModule,
  ],
  controllers: [AdminCourseBuilderController, LearningController, CourseMediaController, CourseStudentsController],
  providers: [
    CourseOutlineRepository,
    CourseBuilderService,
    CourseProducts,
    CourseMediaLinks,
    CourseFulfilment,
    LearningService,
    CourseMediaService,
    CourseCertificateService,
    CourseStudentsService,
    EnrolmentsRepository,
    PublishedLessonsRepository,
    ProgressRepository,
    provideMails(courseEnrolledMail, courseCompletedMail),
  ],
  exports: [],
})
export class CoursesModule implements OnModuleInit {
  constructor(
    private readonly fulfilment: FulfilmentRegistry,
    private readonly courseFulfilment: CourseFulfilment,
  ) {}

  // a paid course enrols its buyer, a refunded one takes the enrolment back
  onModuleInit(): void {
    this.fulfilment.register(this.courseFulfilment);
  }
}
