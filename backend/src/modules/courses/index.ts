// What other modules may use of courses; everything else is private to it.
export { CoursesModule } from './courses.module';
export { LearningService } from './learning.service';
export { toCourseDto } from './dto/course.dto';
