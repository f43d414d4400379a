import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CommerceModule } from '../commerce';
import { CourseCertificateService } from './course-certificate.service';
import { CourseMediaController } from './course-media.controller';
import { CourseMediaService } from './course-media.service';
import { CourseStudentsController } from './course-students.controller';
import { CourseStudentsService } from './course-students.service';
import { CourseEnrolmentEntity } from './entities/course-enrolment.entity';
import { CourseLessonEntity } from './entities/course-lesson.entity';
import { CourseModuleEntity } from './entities/course-module.entity';
import { LessonAttachmentEntity } from './entities/lesson-attachment.entity';
import { LessonProgressEntity } from './entities/lesson-progress.entity';
import { LearningController } from './learning.controller';
import { LearningService } from './learning.service';

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
  controllers: [LearningController, CourseMediaController, CourseStudentsController],
  providers: [LearningService, CourseMediaService, CourseCertificateService, CourseStudentsService],
  exports: [],
})
export class CoursesModule {}
