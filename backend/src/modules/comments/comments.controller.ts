import { Body, Controller, Get, Param, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Public, SignedIn } from '../../core/access/access.decorators';
import { CurrentUser, type SessionUser } from '../../core/access/session-user';
import { ErrorResponseDto } from '../../core/http/error-response.dto';
import { RateLimit } from '../../core/rate-limit/rate-limit.decorator';
import { CommentsErrors } from './comments.errors';
import { CommentsService } from './comments.service';
import { CommentDto, PostCommentsDto, WriteCommentDto } from './dto/comment.dto';

@ApiTags('comments')
@Controller('blog-posts/:slug/comments')
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: "A live post's comments, oldest first, each with its replies, and whether the reader may comment",
    description: 'A pending comment is shown to its author only. A members-only post: its readers only.',
  })
  @ApiOkResponse({ type: PostCommentsDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: CommentsErrors.membersOnly })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: CommentsErrors.postNotFound })
  listComments(@Param('slug') slug: string, @Req() req: Request): Promise<PostCommentsDto> {
    return this.comments.list(slug, req.user as SessionUser | undefined);
  }

  @Post()
  @SignedIn()
  @RateLimit({ name: 'comments', by: 'user', limit: 10, windowSeconds: 10 * 60 })
  @ApiOperation({
    summary: 'Comment on a live post, or reply to a comment (one level deep)',
    description:
      "A first-time commenter's comment waits for the owner's approval; once the owner approved one, the " +
      'next ones appear at once. Ten comments in ten minutes at most.',
  })
  @ApiCreatedResponse({ type: CommentDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({
    type: ErrorResponseDto,
    description: `Banned ("${CommentsErrors.banned}"), or a members-only post the reader may not read`,
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such live post, or no such comment to reply to' })
  writeComment(
    @Param('slug') slug: string,
    @CurrentUser() user: SessionUser,
    @Body() body: WriteCommentDto,
  ): Promise<CommentDto> {
    return this.comments.write(slug, user, body);
  }
}
