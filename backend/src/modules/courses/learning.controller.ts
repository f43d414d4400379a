import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Put,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public, SignedIn } from '../../core/access/access.decorators';
import { CurrentUser, type SessionUser } from '../../core/access/session-user';
import { ErrorResponseDto } from '../../core/http/error-response.dto';
import { CoursesErrors } from './courses.errors';
import { IdParam } from '../../core/http/int4';
import { attachmentDisposition } from '../../core/storage/file-store';
import { CourseCertificateService } from './course-certificate.service';
import { CourseDto, toCourseDto } from './dto/course.dto';
import { CourseProgressDto, toCourseProgressDto } from './dto/course-progress.dto';
import { SetDripMailsDto } from './dto/drip-mails.dto';
import { LessonDto, toLessonDto } from './dto/lesson.dto';
import { MyCourseDto, toMyCourseDto } from './dto/my-course.dto';
import { LearningService } from './learning.service';

// answers made for their reader (their access, their progress): no shared cache keeps them
const PRIVATE = 'private, no-store';

// anonymous on a public route: no user
const readerOf = (req: Request) => req.user as SessionUser | undefined;

const ACCESS_ERRORS =
  '401 anonymous ("Please sign in to open this lesson."); 403 not enrolled, or enrolled before the lesson’s drip ' +
  'date (then `opensAt` in the body)';

// What a student reads and does: the course and its lessons (access checked on every read), their
// progress, the drip e-mail switch and the certificate. Answers depend on the reader: never cached.
@ApiTags('courses')
@Controller()
export class LearningController {
  constructor(
    private readonly learning: LearningService,
    private readonly certificates: CourseCertificateService,
  ) {}

  @Get('courses/:slug')
  @Public()
  @Header('Cache-Control', PRIVATE)
  @ApiOperation({
    summary:
      'A course’s outline (modules and published lessons) as the reader may use it: which lessons are open, and ' +
      'for an enrolled student their progress',
  })
  @ApiOkResponse({ type: CourseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: '"This course no longer exists."' })
  async getCourse(@Param('slug') slug: string, @Req() req: Request): Promise<CourseDto> {
    return toCourseDto(await this.learning.getCourse(slug, readerOf(req)));
  }

  @Get('courses/:slug/lessons/:lessonId')
  @Public()
  @Header('Cache-Control', PRIVATE)
  @ApiOperation({
    summary:
      'One lesson with its signed video and attachment links, if the reader may open it (free preview: anyone). ' +
      'Remembered as the enrolled student’s last lesson',
  })
  @ApiOkResponse({ type: LessonDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: ACCESS_ERRORS })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: ACCESS_ERRORS })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such course, or no such published lesson in it' })
  async getCourseLesson(
    @Param('slug') slug: string,
    @IdParam('lessonId') lessonId: number,
    @Req() req: Request,
  ): Promise<LessonDto> {
    return toLessonDto(await this.learning.getLesson(slug, lessonId, readerOf(req)));
  }

  @Post('courses/:slug/lessons/:lessonId/complete')
  @SignedIn()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mark a lesson complete (enrolled students, open lessons); the last one completes the course',
  })
  @ApiOkResponse({ type: CourseProgressDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: ACCESS_ERRORS })
  @ApiNotFoundResponse({
    type: ErrorResponseDto,
    description: `${CoursesErrors.courseNotFound} Or: ${CoursesErrors.lessonNotFound}`,
  })
  async completeCourseLesson(
    @Param('slug') slug: string,
    @IdParam('lessonId') lessonId: number,
    @CurrentUser() user: SessionUser,
  ): Promise<CourseProgressDto> {
    return toCourseProgressDto(await this.learning.setCompleted(slug, lessonId, user, true));
  }

  @Delete('courses/:slug/lessons/:lessonId/complete')
  @SignedIn()
  @ApiOperation({ summary: 'Mark a lesson incomplete again (a completed course stays completed)' })
  @ApiOkResponse({ type: CourseProgressDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: ACCESS_ERRORS })
  @ApiNotFoundResponse({
    type: ErrorResponseDto,
    description: `${CoursesErrors.courseNotFound} Or: ${CoursesErrors.lessonNotFound}`,
  })
  async uncompleteCourseLesson(
    @Param('slug') slug: string,
    @IdParam('lessonId') lessonId: number,
    @CurrentUser() user: SessionUser,
  ): Promise<CourseProgressDto> {
    return toCourseProgressDto(await this.learning.setCompleted(slug, lessonId, user, false));
  }

  @Put('courses/:slug/drip-mails')
  @SignedIn()
  @HttpCode(204)
  @ApiOperation({ summary: 'Turn the e-mail about newly opened lessons of this course on or off (enrolled students)' })
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Not enrolled' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: CoursesErrors.courseNotFound })
  async setCourseDripMails(
    @Param('slug') slug: string,
    @Body() body: SetDripMailsDto,
    @CurrentUser() user: SessionUser,
  ): Promise<void> {
    await this.learning.setDripMails(slug, user, body.enabled);
  }

  @Get('courses/:slug/certificate')
  @SignedIn()
  @ApiOperation({ summary: 'The certificate of completion (PDF) of a student who finished every lesson' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The PDF, as an attachment' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: '"Finish every lesson to get your certificate."' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: CoursesErrors.courseNotFound })
  async downloadCourseCertificate(
    @Param('slug') slug: string,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const pdf = await this.certificates.certificateFor(slug, user);
    res.setHeader('Cache-Control', PRIVATE);
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      length: pdf.length,
      disposition: attachmentDisposition(`certificate-${slug}.pdf`),
    });
  }

  @Get('account/courses')
  @SignedIn()
  @ApiOperation({ summary: 'The signed-in student’s courses with their progress, most recently enrolled first' })
  @ApiOkResponse({ type: [MyCourseDto] })
  async listMyCourses(@CurrentUser() user: SessionUser): Promise<MyCourseDto[]> {
    return (await this.learning.myCourses(user.id)).map(toMyCourseDto);
  }
}
