import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiFoundResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiPartialContentResponse,
  ApiProduces,
  ApiQuery,
  ApiResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../core/access/access.decorators';
import type { SessionUser } from '../../core/access/session-user';
import { RANGE_NOT_SATISFIABLE } from '../../core/http/byte-ranges';
import { ErrorResponseDto } from '../../core/http/error-response.dto';
import { CoursesErrors } from './courses.errors';
import { IdParam } from '../../core/http/int4';
import { COURSE_MEDIA_KINDS, CourseMediaService } from './course-media.service';

// A lesson's uploaded video and its attachments, through links signed for one reader. Public in the
// access sense (a video element sends no custom headers), but the link's reader must be the
// session's and the lesson's access rule is checked again on every request.
@ApiTags('courses')
@Controller()
export class CourseMediaController {
  constructor(private readonly media: CourseMediaService) {}

  @Get('courses/media/:kind/:id')
  @Public()
  @ApiOperation({
    summary:
      'A lesson’s video (inline, with HTTP range requests) or attachment (as a download) through a signed link of ' +
      'a lesson answer; with files in a bucket (STORAGE=s3) a redirect to a short-lived signed link of the bucket',
  })
  @ApiParam({ name: 'kind', enum: COURSE_MEDIA_KINDS })
  @ApiQuery({ name: 'expires', type: 'integer', description: 'Unix seconds, from the signed link' })
  @ApiQuery({ name: 'signature', type: String })
  @ApiProduces('application/octet-stream', 'video/mp4', 'video/webm', 'video/quicktime', 'video/x-m4v')
  @ApiOkResponse({ description: 'The whole file' })
  @ApiPartialContentResponse({ description: 'The byte range asked for (Range: bytes=…)' })
  @ApiFoundResponse({ description: 'Files in a bucket: the signed link of the bucket, in Location' })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Anonymous, and the lesson is no free preview' })
  @ApiForbiddenResponse({
    type: ErrorResponseDto,
    description: 'A link altered, expired or signed for someone else; or the reader may not open the lesson (now)',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: CoursesErrors.mediaNotFound })
  @ApiResponse({
    status: 416,
    type: ErrorResponseDto,
    description: `A Range past the end of the file (its size in Content-Range): "${RANGE_NOT_SATISFIABLE}"`,
  })
  async streamCourseMedia(
    @Param('kind') kind: string,
    @IdParam('id') id: number,
    @Query('expires') expires: string,
    @Query('signature') signature: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const reader = req.user as SessionUser | undefined;
    await this.media.send(req, res, { kind, id, expires: Number(expires), signature: signature ?? '' }, reader);
  }
}
