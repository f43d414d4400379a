import { Module, type OnModuleInit } from '@nestjs/common';
import { provideKnowledge } from '../../core/knowledge/provide-knowledge';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideMails } from '../../core/mail/define-mail';
import { AuthModule } from '../auth';
import { CommerceModule, ProductTypeRegistry } from '../commerce';
import { MembershipsModule } from '../memberships';
import { PagesModule, PublicPageRegistry } from '../pages';
import { SiteModule } from '../site';
import { AdminCourseBuilderController } from './admin-course-builder.controller';
import { CourseBuilderService } from './course-builder.service';
import { CourseCertificateService } from './course-certificate.service';
import { CourseFulfilment } from './course-fulfilment';
import { CourseMediaController } from './course-media.controller';
import { CourseMediaLinks } from './course-media-links';
import { CourseMediaService } from './course-media.service';
import { CourseProducts } from './course-products';
import { CourseReaders } from './course-readers';
import { CourseStudentsController } from './course-students.controller';
import { CourseStudentsService } from './course-students.service';
import { DemoCourseSeeder } from './demo/demo-course.seeder';
import { DemoCourseProductSeeder } from './demo/demo-course-product.seeder';
import { DripMailsRepository } from './drip/drip-mails.repository';
import { DripReadsService } from './drip/drip-reads.service';
import { DripStopPageService } from './drip/drip-stop-page.service';
import { DripStopTokens } from './drip/drip-stop-token';
import { DripStopController } from './drip/drip-stop.controller';
import { DripCron } from './drip/drip.cron';
import { DripService } from './drip/drip.service';
import { CourseEnrolmentEntity } from './entities/course-enrolment.entity';
import { CourseLessonEntity } from './entities/course-lesson.entity';
import { CourseModuleEntity } from './entities/course-module.entity';
import { LessonAttachmentEntity } from './entities/lesson-attachment.entity';
import { LessonProgressEntity } from './entities/lesson-progress.entity';
import { LearningController } from './learning.controller';
import { LearningService } from './learning.service';
import { courseLessonsOpenedMail } from './mails/course-lessons-opened.mail';
import { CourseOutlinesRepository } from './outlines/course-outlines.repository';
import { CourseOutlinesService } from './outlines/course-outlines.service';
import { CourseProductKnowledge } from './knowledge/course-product-knowledge';
import { CoursesKnowledge } from './knowledge/courses-knowledge';
import { CoursePersonalDataRepository } from './privacy/course-personal-data.repository';
import { CoursesPersonalData } from './privacy/courses-personal-data';
import { courseCompletedMail } from './mails/course-completed.mail';
import { courseEnrolledMail } from './mails/course-enrolled.mail';
import { EnrolmentsRepository } from './repositories/enrolments.repository';
import { ProgressRepository } from './repositories/progress.repository';
import { CourseOutlineRepository } from './repositories/course-outline.repository';
import { PublishedLessonsRepository } from './repositories/published-lessons.repository';
import { CoursePublicPage } from './public-page/course-public-page';
import { StudentCountsRepository } from './repositories/student-counts.repository';
import { CourseConditions } from './audience/course-conditions';

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
    PagesModule,
    // the courses a membership includes (its members read them while it lasts)
    MembershipsModule,
  ],
  controllers: [
    AdminCourseBuilderController,
    LearningController,
    CourseMediaController,
    CourseStudentsController,
    DripStopController,
  ],
  providers: [
    CourseConditions,
    CourseOutlineRepository,
    CourseBuilderService,
    CourseProducts,
    CourseMediaLinks,
    CourseReaders,
    CourseFulfilment,
    LearningService,
    CourseMediaService,
    CourseCertificateService,
    CourseStudentsService,
    EnrolmentsRepository,
    PublishedLessonsRepository,
    StudentCountsRepository,
    ProgressRepository,
    provideMails(courseEnrolledMail, courseCompletedMail, courseLessonsOpenedMail),
    // the daily "new lessons are open" mail and its stop link
    DripMailsRepository,
    DripReadsService,
    DripService,
    DripCron,
    DripStopTokens,
    DripStopPageService,
    // Download Account Data and Delete Account
    CoursePersonalDataRepository,
    CoursesPersonalData,
    // the outlines the assistant and the sitemap read
    CourseOutlinesRepository,
    CourseOutlinesService,
    CourseProductKnowledge,
    ...provideKnowledge(CoursesKnowledge),
    // `make run`'s demo course: its modules and lessons
    DemoCourseProductSeeder,
    DemoCourseSeeder,
    // its public page, server-rendered (modules/pages)
    CoursePublicPage,
  ],
  // the public course page (modules/pages) reads a course as an anonymous visitor does (the
  // assistant's index reads the outlines through the knowledge registry)
  exports: [LearningService],
})
export class CoursesModule implements OnModuleInit {
  constructor(
    private readonly types: ProductTypeRegistry,
    private readonly courseFulfilment: CourseFulfilment,
    private readonly pages: PublicPageRegistry,
    private readonly coursePage: CoursePublicPage,
  ) {}

  // a paid course enrols its buyer, a refunded one takes the enrolment back; its page is public
  onModuleInit(): void {
    this.types.register(this.courseFulfilment);
    this.pages.register(this.coursePage.page, { after: '/products/:slug' });
  }
}
