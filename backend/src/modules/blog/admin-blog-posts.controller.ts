import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
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
import { BlogErrors } from './blog.errors';
import { IdParam } from '../../core/http/int4';
import { BlogPostsService } from './blog-posts.service';
import type { Page } from '../../core/paging/page';
import { PagedResponse } from '../../core/paging/paged-response';
import { BlogAudienceTierDto } from './dto/blog-audience.dto';
import { BlogPostDto, BlogPostSummaryDto, toBlogPostDto, toBlogPostSummaryDto } from './dto/blog-post.dto';
import { ListAdminBlogPostsQuery } from './dto/list-blog-posts.query';
import { DeletedDto, NextPostDto, PublishNextResultDto } from './dto/blog-queue.dto';
import { PublishAtDto } from './dto/publish-at.dto';
import { REQUIRED, SaveBlogPostDto } from './dto/save-blog-post.dto';
import type { BlogPostEntity } from './entities/blog-post.entity';
import { unlocked } from './post-access';
import { PublishingService } from './publishing.service';

// the owner reads every post whole
const ownerDto = (post: BlogPostEntity) => toBlogPostDto(unlocked(post));

@ApiTags('admin: blog')
@AdminOnly()
@Controller('admin')
export class AdminBlogPostsController {
  constructor(
    private readonly posts: BlogPostsService,
    private readonly publishing: PublishingService,
  ) {}

  @Get('blog-posts')
  @AdminOnly({ keys: 'read-content' })
  @ApiOperation({
    summary: 'Posts, published and queued, newest first, a page at a time (no content: read one post for it)',
    description:
      'status=queued lists the publishing queue in the order it goes live, status=scheduled the posts dated for ' +
      'publication, the soonest first; search matches titles.',
  })
  @PagedResponse(BlogPostSummaryDto, { withTotal: true })
  async listAdminBlogPosts(@Query() query: ListAdminBlogPostsQuery): Promise<Page<BlogPostSummaryDto>> {
    return (await this.posts.listForAdmin(query)).map((post) => toBlogPostSummaryDto(unlocked(post)));
  }

  @Get('blog-posts/categories')
  @AdminOnly({ keys: 'read-content' })
  @ApiOperation({ summary: 'The categories posts use, A to Z (for the editor)' })
  @ApiOkResponse({ type: [String] })
  listBlogCategories(): Promise<string[]> {
    return this.posts.categories();
  }

  @Get('blog/audiences')
  @ApiOperation({
    summary: 'The membership tiers a post’s audience may name, the lowest rank first (for the editor)',
    description: "A post for a tier is read by that tier's members and those of the tiers above it.",
  })
  @ApiOkResponse({ type: [BlogAudienceTierDto] })
  listBlogAudiences(): Promise<BlogAudienceTierDto[]> {
    return this.posts.audienceTiers();
  }

  @Get('blog-posts/:id')
  @AdminOnly({ keys: 'read-content' })
  @ApiOperation({ summary: 'One post, published or queued, with its content (for the editor)' })
  @ApiOkResponse({ type: BlogPostDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: BlogErrors.postNotFound })
  async getAdminBlogPost(@IdParam('id') postId: number): Promise<BlogPostDto> {
    return ownerDto(await this.posts.findById(postId));
  }

  @Post('blog-posts')
  @ApiOperation({
    summary:
      'Create a post: published=true publishes and e-mails at once; with a publishAt it is scheduled for that ' +
      'minute; otherwise it is queued',
  })
  @ApiCreatedResponse({ type: BlogPostDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `${REQUIRED} / ${BlogErrors.publishAtPast}` })
  async createBlogPost(@CurrentUser() user: SessionUser, @Body() body: SaveBlogPostDto): Promise<BlogPostDto> {
    return ownerDto(await this.posts.create(body, user.id));
  }

  @Put('blog-posts/:id')
  @ApiOperation({
    summary: 'Update a post; published=true also publishes a queued post (a live post stays live)',
    description:
      'A draft (neither live, queued nor scheduled) stays a draft unless published=false queues it ("Add to Queue") ' +
      'or a publishAt schedules it; a queued or scheduled post stays where it is. Sent with the version it started ' +
      'from, an older one is refused (409).',
  })
  @ApiOkResponse({ type: BlogPostDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: REQUIRED })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: BlogErrors.postNotFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: BlogErrors.postChangedDescription })
  async updateBlogPost(
    @CurrentUser() user: SessionUser,
    @IdParam('id') postId: number,
    @Body() body: SaveBlogPostDto,
  ): Promise<BlogPostDto> {
    return ownerDto(await this.posts.update(postId, body, user.id));
  }

  @Delete('blog-posts/:id')
  @ApiOperation({ summary: 'Delete a post for good' })
  @ApiOkResponse({ type: DeletedDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: BlogErrors.postNotFound })
  async deleteBlogPost(@IdParam('id') postId: number): Promise<DeletedDto> {
    await this.posts.remove(postId);
    return { message: 'Post deleted' };
  }

  @Put('blog-posts/:id/publish-at')
  @ApiOperation({
    summary:
      'Schedule a post for a date and time: it leaves the daily queue and goes live and is e-mailed at that minute',
    description:
      'Also moves a scheduled post to another minute. A draft is scheduled only with its title, excerpt and ' +
      'content (400).',
  })
  @ApiOkResponse({ type: BlogPostDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: `${BlogErrors.publishAtPast} / ${BlogErrors.publishAtBad} / ${REQUIRED}`,
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: BlogErrors.postNotFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: BlogErrors.alreadyPublished })
  async schedulePost(@IdParam('id') postId: number, @Body() body: PublishAtDto): Promise<BlogPostDto> {
    return ownerDto(await this.publishing.publishOn(postId, new Date(body.publishAt)));
  }

  @Delete('blog-posts/:id/publish-at')
  @ApiOperation({
    summary: 'Unschedule a post scheduled for a date: it is a draft again, neither scheduled nor queued',
    description: 'A post without a date (queued, or a draft) stays as it is.',
  })
  @ApiOkResponse({ type: BlogPostDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: BlogErrors.postNotFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: BlogErrors.alreadyPublished })
  async unschedulePost(@IdParam('id') postId: number): Promise<BlogPostDto> {
    return ownerDto(await this.publishing.unschedule(postId));
  }

  @Get('next-post')
  @AdminOnly({ keys: 'read-content' })
  @ApiOperation({ summary: 'The post the next daily publication will publish, and the queue length' })
  @ApiOkResponse({ type: NextPostDto })
  async getNextPost(): Promise<NextPostDto> {
    const { nextPost, queueCount } = await this.publishing.nextInQueue();
    return { nextPost: nextPost ? ownerDto(nextPost) : null, queueCount };
  }

  @Post('publish-next')
  @HttpCode(200)
  @ApiOperation({ summary: 'Publish Now: the oldest queued post goes live and is e-mailed' })
  @ApiOkResponse({ type: PublishNextResultDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No posts in queue' })
  async publishNextPost(): Promise<PublishNextResultDto> {
    const post = await this.publishing.publishNext();
    return { message: `Published "${post.title}" and e-mailed subscribers.`, post: ownerDto(post) };
  }
}
