import { Body, Controller, Delete, Get, Patch, Post, Put, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  type ApiBodyOptions,
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

const FILE_BODY: ApiBodyOptions = {
  schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
};
const COURSE_GONE = { type: ErrorResponseDto, description: CoursesErrors.courseNotFound } as const;
const MODULE_GONE = { type: ErrorResponseDto, description: CoursesErrors.moduleNotFound } as const;
const LESSON_GONE = { type: ErrorResponseDto, description: CoursesErrors.lessonNotFound } as const;
const INVALID = { type: ErrorResponseDto, description: 'A field is invalid (the message says which)' } as const;

// the owner: the links in the answers are signed for them
const ownerId = (req: Request) => (req.user as SessionUser).id;

// The course builder (the owner's): a course product's modules and lessons, their order, each
// lesson's text, video and attachments. Every answer is the outline or the lesson as it now is.
@ApiTags('course builder')
@Controller('admin/courses')
export class AdminCourseBuilderController {
  constructor(private readonly builder: CourseBuilderService) {}

  @Get(':productId')
  @AdminOnly()
  @ApiOperation({ summary: "A course product's outline: every module and lesson in order, drafts too" })
  @ApiOkResponse({ type: CourseOutlineAdminDto })
  @ApiNotFoundResponse(COURSE_GONE)
  getCourseOutlineForAdmin(
    @IdParam('productId') productId: number,
    @Req() req: Request,
  ): Promise<CourseOutlineAdminDto> {
    return this.builder.outline(productId, ownerId(req));
  }

  @Post(':productId/modules')
  @AdminOnly()
  @ApiOperation({ summary: 'Add a module at the end of the course' })
  @ApiCreatedResponse({ type: CourseOutlineAdminDto })
  @ApiBadRequestResponse(INVALID)
  @ApiNotFoundResponse(COURSE_GONE)
  addCourseModule(
    @IdParam('productId') productId: number,
    @Body() body: CourseTitleDto,
    @Req() req: Request,
  ): Promise<CourseOutlineAdminDto> {
    return this.builder.addModule(productId, body.title, ownerId(req));
  }

  @Patch('modules/:moduleId')
  @AdminOnly()
  @ApiOperation({ summary: 'Rename a module' })
  @ApiOkResponse({ type: CourseOutlineAdminDto })
  @ApiBadRequestResponse(INVALID)
  @ApiNotFoundResponse(MODULE_GONE)
  renameCourseModule(
    @IdParam('moduleId') moduleId: number,
    @Body() body: CourseTitleDto,
    @Req() req: Request,
  ): Promise<CourseOutlineAdminDto> {
    return this.builder.renameModule(moduleId, body.title, ownerId(req));
  }

  @Delete('modules/:moduleId')
  @AdminOnly()
  @ApiOperation({ summary: 'Delete a module with its lessons, their progress and their files' })
  @ApiOkResponse({ type: CourseOutlineAdminDto })
  @ApiNotFoundResponse(MODULE_GONE)
  deleteCourseModule(@IdParam('moduleId') moduleId: number, @Req() req: Request): Promise<CourseOutlineAdminDto> {
    return this.builder.deleteModule(moduleId, ownerId(req));
  }

  @Put(':productId/order')
  @AdminOnly()
  @ApiOperation({
    summary: "Put the course's modules and lessons in a new order; lessons may move to another module",
  })
  @ApiOkResponse({ type: CourseOutlineAdminDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: CoursesErrors.badOrder })
  @ApiNotFoundResponse(COURSE_GONE)
  reorderCourse(
    @IdParam('productId') productId: number,
    @Body() body: ReorderCourseDto,
    @Req() req: Request,
  ): Promise<CourseOutlineAdminDto> {
    return this.builder.reorder(productId, body.modules, ownerId(req));
  }

  @Post('modules/:moduleId/lessons')
  @AdminOnly()
  @ApiOperation({ summary: 'Add a draft lesson at the end of a module' })
  @ApiCreatedResponse({ type: LessonAdminDto })
  @ApiBadRequestResponse(INVALID)
  @ApiNotFoundResponse(MODULE_GONE)
  addCourseLesson(
    @IdParam('moduleId') moduleId: number,
    @Body() body: CourseTitleDto,
    @Req() req: Request,
  ): Promise<LessonAdminDto> {
    return this.builder.addLesson(moduleId, body.title, ownerId(req));
  }

  @Get('lessons/:lessonId')
  @AdminOnly()
  @ApiOperation({ summary: 'One lesson for the editor, with links to its files signed for the owner' })
  @ApiOkResponse({ type: LessonAdminDto })
  @ApiNotFoundResponse(LESSON_GONE)
  getCourseLessonForAdmin(@IdParam('lessonId') lessonId: number, @Req() req: Request): Promise<LessonAdminDto> {
    return this.builder.lesson(lessonId, ownerId(req));
  }

  @Patch('lessons/:lessonId')
  @AdminOnly()
  @ApiOperation({
    summary:
      "Save a lesson (only the fields sent): the text is sanitised; videoUrl takes a YouTube or Vimeo link, '' or null clears it",
  })
  @ApiOkResponse({ type: LessonAdminDto })
  @ApiBadRequestResponse(INVALID)
  @ApiNotFoundResponse(LESSON_GONE)
  saveCourseLesson(
    @IdParam('lessonId') lessonId: number,
    @Body() body: SaveLessonDto,
    @Req() req: Request,
  ): Promise<LessonAdminDto> {
    return this.builder.saveLesson(lessonId, body, ownerId(req));
  }

  @Delete('lessons/:lessonId')
  @AdminOnly()
  @ApiOperation({ summary: 'Delete a lesson with its progress and its files' })
  @ApiOkResponse({ type: CourseOutlineAdminDto })
  @ApiNotFoundResponse(LESSON_GONE)
  deleteCourseLesson(@IdParam('lessonId') lessonId: number, @Req() req: Request): Promise<CourseOutlineAdminDto> {
    return this.builder.deleteLesson(lessonId, ownerId(req));
  }

  @Post('lessons/:lessonId/video')
  @AdminOnly()
  @UseInterceptors(LessonVideoUpload)
  @ApiOperation({
    summary: `Upload the lesson's video (${VIDEO_EXTENSIONS.join(', ')}; at most COURSE_VIDEO_MAX_MB, 2048 MB unless set), stored privately; it replaces the lesson's video`,
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody(FILE_BODY)
  @ApiCreatedResponse({ type: LessonAdminDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'No file, or not a video of those kinds' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'Videos can be up to {N} MB.' })
  @ApiNotFoundResponse(LESSON_GONE)
  uploadLessonVideo(
    @IdParam('lessonId') lessonId: number,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Req() req: Request,
  ): Promise<LessonAdminDto> {
    return this.builder.uploadVideo(lessonId, file, ownerId(req));
  }

  @Delete('lessons/:lessonId/video')
  @AdminOnly()
  @ApiOperation({ summary: "Remove the lesson's video (an uploaded file is deleted from the store)" })
  @ApiOkResponse({ type: LessonAdminDto })
  @ApiNotFoundResponse(LESSON_GONE)
  removeLessonVideo(@IdParam('lessonId') lessonId: number, @Req() req: Request): Promise<LessonAdminDto> {
    return this.builder.removeVideo(lessonId, ownerId(req));
  }

  @Post('lessons/:lessonId/attachments')
  @AdminOnly()
  @UseInterceptors(LessonAttachmentUpload)
  @ApiOperation({
    summary: `Attach a file to the lesson (${ATTACHMENT_EXTENSIONS.join(', ')}; at most ${ATTACHMENT_MAX_MB} MB), stored privately`,
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody(FILE_BODY)
  @ApiCreatedResponse({ type: LessonAdminDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'No file, or not of those kinds' })
  @ApiPayloadTooLargeResponse({
    type: ErrorResponseDto,
    description: `Attachments can be up to ${ATTACHMENT_MAX_MB} MB.`,
  })
  @ApiNotFoundResponse(LESSON_GONE)
  uploadLessonAttachment(
    @IdParam('lessonId') lessonId: number,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Req() req: Request,
  ): Promise<LessonAdminDto> {
    return this.builder.uploadAttachment(lessonId, file, ownerId(req));
  }

  @Delete('lessons/:lessonId/attachments/:attachmentId')
  @AdminOnly()
  @ApiOperation({ summary: 'Remove an attachment of the lesson (deleted from the store)' })
  @ApiOkResponse({ type: LessonAdminDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: CoursesErrors.attachmentNotFound })
  removeLessonAttachment(
    @IdParam('lessonId') lessonId: number,
    @IdParam('attachmentId') attachmentId: number,
    @Req() req: Request,
  ): Promise<LessonAdminDto> {
    return this.builder.removeAttachment(lessonId, attachmentId, ownerId(req));
  }
}
