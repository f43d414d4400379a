import {
  applyDecorators,
  Body,
  Controller,
  createParamDecorator,
  Delete,
  type ExecutionContext,
  Get,
  Patch,
  Post,
  Put,
  type Type,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { AdminOnly } from '../../core/access/access.decorators';
import type { SessionUser } from '../../core/access/session-user';
import { ErrorResponseDto } from '../../core/http/error-response.dto';
import { IdParam } from '../../core/http/int4';
import { CourseBuilderService } from './course-builder.service';
import { CoursesErrors } from './courses.errors';
import { CourseOutlineAdminDto } from './dto/course-outline-admin.dto';
import { CourseTitleDto } from './dto/course-title.dto';
import { LessonAdminDto } from './dto/lesson-admin.dto';
import { ReorderCourseDto } from './dto/reorder-course.dto';
import { SaveLessonDto } from './dto/save-lesson.dto';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_MB,
  LessonAttachmentUpload,
  LessonVideoUpload,
  VIDEO_EXTENSIONS,
} from './lesson-uploads';

const INVALID = 'A field is invalid (the message says which)';

// A route of the builder: the owner's only, answering the outline or the lesson as it now is.
function BuilderRoute(route: {
  summary: string;
  answer: Type;
  created?: boolean;
  notFound: string;
  badRequest?: string;
}): MethodDecorator {
  return applyDecorators(
    AdminOnly(),
    ApiOperation({ summary: route.summary }),
    (route.created ? ApiCreatedResponse : ApiOkResponse)({ type: route.answer }),
    ...(route.badRequest ? [ApiBadRequestResponse({ type: ErrorResponseDto, description: route.badRequest })] : []),
    ApiNotFoundResponse({ type: ErrorResponseDto, description: route.notFound }),
  );
}

// The multipart field `file` of an upload, written to a temporary file as it comes (lesson-uploads.ts).
function FileUpload(interceptor: Type, tooLarge: string): MethodDecorator {
  return applyDecorators(
    UseInterceptors(interceptor),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
    }),
    ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: tooLarge }),
  );
}

// the signed-in owner's id: the links in the answers are signed for them (0, as for anyone, for a
// read-content key)
const OwnerId = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext) =>
    (ctx.switchToHttp().getRequest<Request>().user as SessionUser | undefined)?.id ?? 0,
);

// The course builder (the owner's): a course product's modules and lessons, their order, each
// lesson's text, video and attachments.
@ApiTags('course builder')
@Controller('admin/courses')
export class AdminCourseBuilderController {
  constructor(private readonly builder: CourseBuilderService) {}

  @Get(':productId')
  @AdminOnly({ keys: 'read-content' })
  @BuilderRoute({
    summary: "A course product's outline: every module and lesson in order, drafts too",
    answer: CourseOutlineAdminDto,
    notFound: CoursesErrors.courseNotFound,
  })
  getCourseOutlineForAdmin(
    @IdParam('productId') productId: number,
    @OwnerId() ownerId: number,
  ): Promise<CourseOutlineAdminDto> {
    return this.builder.outline(productId, ownerId);
  }

  @Post(':productId/modules')
  @BuilderRoute({
    summary: 'Add a module at the end of the course',
    answer: CourseOutlineAdminDto,
    created: true,
    notFound: CoursesErrors.courseNotFound,
    badRequest: INVALID,
  })
  addCourseModule(
    @IdParam('productId') productId: number,
    @Body() body: CourseTitleDto,
    @OwnerId() ownerId: number,
  ): Promise<CourseOutlineAdminDto> {
    return this.builder.addModule(productId, body.title, ownerId);
  }

  @Patch('modules/:moduleId')
  @BuilderRoute({
    summary: 'Rename a module',
    answer: CourseOutlineAdminDto,
    notFound: CoursesErrors.moduleNotFound,
    badRequest: INVALID,
  })
  renameCourseModule(
    @IdParam('moduleId') moduleId: number,
    @Body() body: CourseTitleDto,
    @OwnerId() ownerId: number,
  ): Promise<CourseOutlineAdminDto> {
    return this.builder.renameModule(moduleId, body.title, ownerId);
  }

  @Delete('modules/:moduleId')
  @BuilderRoute({
    summary: 'Delete a module with its lessons, their progress and their files',
    answer: CourseOutlineAdminDto,
    notFound: CoursesErrors.moduleNotFound,
  })
  deleteCourseModule(
    @IdParam('moduleId') moduleId: number,
    @OwnerId() ownerId: number,
  ): Promise<CourseOutlineAdminDto> {
    return this.builder.deleteModule(moduleId, ownerId);
  }

  @Put(':productId/order')
  @BuilderRoute({
    summary: "Put the course's modules and lessons in a new order; lessons may move to another module",
    answer: CourseOutlineAdminDto,
    notFound: CoursesErrors.courseNotFound,
    badRequest: CoursesErrors.badOrder,
  })
  reorderCourse(
    @IdParam('productId') productId: number,
    @Body() body: ReorderCourseDto,
    @OwnerId() ownerId: number,
  ): Promise<CourseOutlineAdminDto> {
    return this.builder.reorder(productId, body.modules, ownerId);
  }

  @Post('modules/:moduleId/lessons')
  @BuilderRoute({
    summary: 'Add a draft lesson at the end of a module',
    answer: LessonAdminDto,
    created: true,
    notFound: CoursesErrors.moduleNotFound,
    badRequest: INVALID,
  })
  addCourseLesson(
    @IdParam('moduleId') moduleId: number,
    @Body() body: CourseTitleDto,
    @OwnerId() ownerId: number,
  ): Promise<LessonAdminDto> {
    return this.builder.addLesson(moduleId, body.title, ownerId);
  }

  @Get('lessons/:lessonId')
  @AdminOnly({ keys: 'read-content' })
  @BuilderRoute({
    summary: 'One lesson for the editor, with links to its files signed for the owner',
    answer: LessonAdminDto,
    notFound: CoursesErrors.lessonNotFound,
  })
  getCourseLessonForAdmin(@IdParam('lessonId') lessonId: number, @OwnerId() ownerId: number): Promise<LessonAdminDto> {
    return this.builder.lesson(lessonId, ownerId);
  }

  @Patch('lessons/:lessonId')
  @BuilderRoute({
    summary:
      "Save a lesson (only the fields sent): the text is sanitised; videoUrl takes a YouTube or Vimeo link, '' or null clears it",
    answer: LessonAdminDto,
    notFound: CoursesErrors.lessonNotFound,
    badRequest: INVALID,
  })
  saveCourseLesson(
    @IdParam('lessonId') lessonId: number,
    @Body() body: SaveLessonDto,
    @OwnerId() ownerId: number,
  ): Promise<LessonAdminDto> {
    return this.builder.saveLesson(lessonId, body, ownerId);
  }

  @Delete('lessons/:lessonId')
  @BuilderRoute({
    summary: 'Delete a lesson with its progress and its files',
    answer: CourseOutlineAdminDto,
    notFound: CoursesErrors.lessonNotFound,
  })
  deleteCourseLesson(
    @IdParam('lessonId') lessonId: number,
    @OwnerId() ownerId: number,
  ): Promise<CourseOutlineAdminDto> {
    return this.builder.deleteLesson(lessonId, ownerId);
  }

  @Post('lessons/:lessonId/video')
  @BuilderRoute({
    summary: `Upload the lesson's video (${VIDEO_EXTENSIONS.join(', ')}; at most COURSE_VIDEO_MAX_MB, 2048 MB unless set), stored privately; it replaces the lesson's video`,
    answer: LessonAdminDto,
    created: true,
    notFound: CoursesErrors.lessonNotFound,
    badRequest: 'No file, or not a video of those kinds',
  })
  @FileUpload(LessonVideoUpload, 'Videos can be up to {N} MB.')
  uploadLessonVideo(
    @IdParam('lessonId') lessonId: number,
    @UploadedFile() file: Express.Multer.File | undefined,
    @OwnerId() ownerId: number,
  ): Promise<LessonAdminDto> {
    return this.builder.uploadVideo(lessonId, file, ownerId);
  }

  @Delete('lessons/:lessonId/video')
  @BuilderRoute({
    summary: "Remove the lesson's video (an uploaded file is deleted from the store)",
    answer: LessonAdminDto,
    notFound: CoursesErrors.lessonNotFound,
  })
  removeLessonVideo(@IdParam('lessonId') lessonId: number, @OwnerId() ownerId: number): Promise<LessonAdminDto> {
    return this.builder.removeVideo(lessonId, ownerId);
  }

  @Post('lessons/:lessonId/attachments')
  @BuilderRoute({
    summary: `Attach a file to the lesson (${ATTACHMENT_EXTENSIONS.join(', ')}; at most ${ATTACHMENT_MAX_MB} MB), stored privately`,
    answer: LessonAdminDto,
    created: true,
    notFound: CoursesErrors.lessonNotFound,
    badRequest: 'No file, or not of those kinds',
  })
  @FileUpload(LessonAttachmentUpload, CoursesErrors.attachmentTooLarge(ATTACHMENT_MAX_MB))
  uploadLessonAttachment(
    @IdParam('lessonId') lessonId: number,
    @UploadedFile() file: Express.Multer.File | undefined,
    @OwnerId() ownerId: number,
  ): Promise<LessonAdminDto> {
    return this.builder.uploadAttachment(lessonId, file, ownerId);
  }

  @Delete('lessons/:lessonId/attachments/:attachmentId')
  @BuilderRoute({
    summary: 'Remove an attachment of the lesson (deleted from the store)',
    answer: LessonAdminDto,
    notFound: CoursesErrors.attachmentNotFound,
  })
  removeLessonAttachment(
    @IdParam('lessonId') lessonId: number,
    @IdParam('attachmentId') attachmentId: number,
    @OwnerId() ownerId: number,
  ): Promise<LessonAdminDto> {
    return this.builder.removeAttachment(lessonId, attachmentId, ownerId);
  }
}
