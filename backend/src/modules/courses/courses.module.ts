import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CommerceModule } from '../commerce';
import { AdminCourseBuilderController } from './admin-course-builder.controller';
import { CourseBuilderService } from './course-builder.service';
import { CourseMediaLinks } from './course-media-links';
import { CourseEnrolmentEntity } from './entities/course-enrolment.entity';
import { CourseLessonEntity } from './entities/course-lesson.entity';
import { CourseModuleEntity } from './entities/course-module.entity';
import { LessonAttachmentEntity } from './entities/lesson-attachment.entity';
import { LessonProgressEntity } from './entities/lesson-progress.entity';
import { CourseOutlineRepository } from './repositories/course-outline.repository';

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
  ],
  controllers: [AdminCourseBuilderController],
  providers: [CourseMediaLinks, CourseOutlineRepository, CourseBuilderService],
  exports: [],
})
export class CoursesModule {}
