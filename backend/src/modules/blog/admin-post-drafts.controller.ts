import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly } from '../../core/access/access.decorators';
import { CurrentUser, type SessionUser } from '../../core/access/session-user';
import { ErrorResponseDto } from '../../core/http/error-response.dto';
import { IdParam } from '../../core/http/int4';
import { BlogErrors } from './blog.errors';
import { BlogPostsService } from './blog-posts.service';
import { AutosavePostDto } from './dto/autosave-post.dto';
import { REQUIRED } from './dto/save-blog-post.dto';
import { BlogPostDto, toBlogPostDto } from './dto/blog-post.dto';
import {
  PostRevisionDto,
  PostRevisionSummaryDto,
  toPostRevisionDto,
  toPostRevisionSummaryDto,
} from './dto/post-revision.dto';
import type { BlogPostEntity } from './entities/blog-post.entity';
import { unlocked } from './post-access';
import { PostRevisionsService } from './post-revisions.service';

const ownerDto = (post: BlogPostEntity) => toBlogPostDto(unlocked(post));
const NOT_FOUND = `${BlogErrors.postNotFound} / ${BlogErrors.revisionNotFound}`;

// Nothing lost (issue 49): the editor's autosaves and a post's revisions (README "Drafts and revisions").
@ApiTags('admin: blog')
@AdminOnly()
@Controller('admin/blog-posts')
export class AdminPostDraftsController {
  constructor(
    private readonly posts: BlogPostsService,
    private readonly revisions: PostRevisionsService,
  ) {}

  @Post('autosave')
  @ApiOperation({
    summary: "A new post's first autosave: creates a draft (neither queued nor published, never mailed)",
    description: 'Title, excerpt and content may be blank. Later autosaves go to PUT {id}/autosave.',
  })
  @ApiCreatedResponse({ type: BlogPostDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: BlogErrors.audienceTierMissing })
  async autosaveNewPost(@CurrentUser() user: SessionUser, @Body() body: AutosavePostDto): Promise<BlogPostDto> {
    return ownerDto(await this.posts.autosave(null, body, user.id));
  }

  @Put(':id/autosave')
  @ApiOperation({
    summary: 'Autosave: a draft takes the fields; a queued, scheduled or live post keeps them as a revision only',
    description:
      'Title, excerpt and content may be blank. Recorded as an autosave revision (one within 2 minutes of the same editor’s previous autosave revision ' +
      'replaces it). Never publishes nor mails. A version older than the post’s is refused with 409.',
  })
  @ApiOkResponse({ type: BlogPostDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: BlogErrors.postNotFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: BlogErrors.postChangedDescription })
  async autosavePost(
    @CurrentUser() user: SessionUser,
    @IdParam('id') postId: number,
    @Body() body: AutosavePostDto,
  ): Promise<BlogPostDto> {
    return ownerDto(await this.posts.autosave(postId, body, user.id));
  }

  @Get(':id/revisions')
  @ApiOperation({ summary: "A post's revisions, newest first, without their content" })
  @ApiOkResponse({ type: [PostRevisionSummaryDto] })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: BlogErrors.postNotFound })
  async listPostRevisions(@IdParam('id') postId: number): Promise<PostRevisionSummaryDto[]> {
    return (await this.revisions.list(postId)).map(toPostRevisionSummaryDto);
  }

  @Get(':id/revisions/:number')
  @ApiOperation({ summary: 'One revision of a post, with its content' })
  @ApiOkResponse({ type: PostRevisionDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND })
  async getPostRevision(@IdParam('id') postId: number, @IdParam('number') number: number): Promise<PostRevisionDto> {
    return toPostRevisionDto(await this.revisions.find(postId, number));
  }

  @Post(':id/revisions/:number/restore')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Restore a revision: the post takes its fields (a live post stays live), recorded as a new revision',
    description:
      'Nothing is mailed. A post that is not a draft (queued, scheduled or live) takes a revision only with its ' +
      'title, excerpt and content (400), and a revision for a membership tier only while that tier exists (400).',
  })
  @ApiOkResponse({ type: BlogPostDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `${REQUIRED} / ${BlogErrors.audienceTierUnknown}` })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND })
  async restorePostRevision(
    @CurrentUser() user: SessionUser,
    @IdParam('id') postId: number,
    @IdParam('number') number: number,
  ): Promise<BlogPostDto> {
    return ownerDto(await this.posts.restore(postId, number, user.id));
  }
}
