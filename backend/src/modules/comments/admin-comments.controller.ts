import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly } from '../../core/access/access.decorators';
import { ErrorResponseDto } from '../../core/http/error-response.dto';
import { IdParam } from '../../core/http/int4';
import type { Page } from '../../core/paging/page';
import { PagedResponse } from '../../core/paging/paged-response';
import { CommentsErrors } from './comments.errors';
import { CommentsModerationService } from './comments-moderation.service';
import {
  AdminCommentDto,
  CommentAuthorBanDto,
  CommentCountsDto,
  CommentSettingsDto,
  ListAdminCommentsQuery,
} from './dto/admin-comments.dto';

const NOT_FOUND = { type: ErrorResponseDto, description: CommentsErrors.commentNotFound };

// Admin → Comments: moderating readers' comments, and how the owner hears of them.
@ApiTags('admin: comments')
@Controller('admin/comments')
@AdminOnly()
export class AdminCommentsController {
  constructor(private readonly moderation: CommentsModerationService) {}

  @Get()
  @ApiOperation({
    summary:
      "Comments, newest first, a page at a time: `status` one state; `search` the words or the author's name or address",
  })
  @PagedResponse(AdminCommentDto, { withTotal: true, badFilters: 'An unknown status' })
  listAdminComments(@Query() query: ListAdminCommentsQuery): Promise<Page<AdminCommentDto>> {
    return this.moderation.list(query);
  }

  @Get('counts')
  @ApiOperation({ summary: 'How many comments are pending, approved and hidden' })
  @ApiOkResponse({ type: CommentCountsDto })
  getCommentCounts(): Promise<CommentCountsDto> {
    return this.moderation.counts();
  }

  @Get('settings')
  @ApiOperation({ summary: 'How the owner hears of new comments: a mail for each, or one digest a day' })
  @ApiOkResponse({ type: CommentSettingsDto })
  getCommentSettings(): Promise<CommentSettingsDto> {
    return this.moderation.readSettings();
  }

  @Put('settings')
  @ApiOperation({ summary: 'Choose a mail for each new comment, or one digest a day' })
  @ApiOkResponse({ type: CommentSettingsDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: CommentsErrors.ownerMailInvalid })
  saveCommentSettings(@Body() body: CommentSettingsDto): Promise<CommentSettingsDto> {
    return this.moderation.saveSettings(body.ownerMail);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve a pending comment (and its author: their next comments appear at once)' })
  @ApiOkResponse({ type: AdminCommentDto })
  @ApiNotFoundResponse(NOT_FOUND)
  approveComment(@IdParam('id') id: number): Promise<AdminCommentDto> {
    return this.moderation.approve(id);
  }

  @Post(':id/hide')
  @HttpCode(200)
  @ApiOperation({ summary: 'Hide a comment from the post (its replies stay)' })
  @ApiOkResponse({ type: AdminCommentDto })
  @ApiNotFoundResponse(NOT_FOUND)
  hideComment(@IdParam('id') id: number): Promise<AdminCommentDto> {
    return this.moderation.hide(id);
  }

  @Post(':id/unhide')
  @HttpCode(200)
  @ApiOperation({ summary: 'Show a hidden comment again' })
  @ApiOkResponse({ type: AdminCommentDto })
  @ApiNotFoundResponse(NOT_FOUND)
  unhideComment(@IdParam('id') id: number): Promise<AdminCommentDto> {
    return this.moderation.unhide(id);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a comment (replies to it stay, under "Comment deleted")' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse(NOT_FOUND)
  deleteComment(@IdParam('id') id: number): Promise<void> {
    return this.moderation.remove(id);
  }

  @Put('bans/:userId')
  @ApiOperation({ summary: 'Ban an account from commenting (its comments stay as they are)' })
  @ApiOkResponse({ type: CommentAuthorBanDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: CommentsErrors.authorNotFound })
  banCommentAuthor(@IdParam('userId') userId: number): Promise<CommentAuthorBanDto> {
    return this.moderation.setBanned(userId, true);
  }

  @Delete('bans/:userId')
  @ApiOperation({ summary: 'Let a banned account comment again' })
  @ApiOkResponse({ type: CommentAuthorBanDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: CommentsErrors.authorNotFound })
  unbanCommentAuthor(@IdParam('userId') userId: number): Promise<CommentAuthorBanDto> {
    return this.moderation.setBanned(userId, false);
  }
}
