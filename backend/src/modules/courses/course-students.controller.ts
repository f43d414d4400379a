import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly } from '../../core/access/access.decorators';
import { ErrorResponseDto } from '../../core/http/error-response.dto';
import { IdParam } from '../../core/http/int4';
import { CourseStudentsService } from './course-students.service';
import { CourseStudentDto, EnrolStudentDto, toCourseStudentDto } from './dto/course-student.dto';

// The owner's view of a course's students: who is enrolled and how far they are, enrolling someone
// by the e-mail of their account, and taking someone out.
@ApiTags('course students')
@AdminOnly()
@Controller('admin/courses')
export class CourseStudentsController {
  constructor(private readonly students: CourseStudentsService) {}

  @Get(':productId/students')
  @ApiOperation({ summary: 'The students of a course with their progress, most recently enrolled first' })
  @ApiOkResponse({ type: [CourseStudentDto] })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: '"This course no longer exists."' })
  async listCourseStudents(@IdParam('productId') productId: number): Promise<CourseStudentDto[]> {
    return (await this.students.list(productId)).map(toCourseStudentDto);
  }

  @Post(':productId/students')
  @ApiOperation({
    summary: 'Enrol the account with this e-mail address in the course (no payment); they get the welcome mail',
  })
  @ApiCreatedResponse({ type: CourseStudentDto })
  @ApiNotFoundResponse({
    type: ErrorResponseDto,
    description: '"No account uses this e-mail address." or "This course no longer exists."',
  })
  @ApiConflictResponse({ type: ErrorResponseDto, description: '"This person is already enrolled."' })
  async enrolCourseStudent(
    @IdParam('productId') productId: number,
    @Body() body: EnrolStudentDto,
  ): Promise<CourseStudentDto> {
    return toCourseStudentDto(await this.students.enrol(productId, body.email));
  }

  @Delete(':productId/students/:userId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Take a student out of the course (their progress is kept should they come back)' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Not a student of this course' })
  async removeCourseStudent(@IdParam('productId') productId: number, @IdParam('userId') userId: number): Promise<void> {
    await this.students.remove(productId, userId);
  }
}
