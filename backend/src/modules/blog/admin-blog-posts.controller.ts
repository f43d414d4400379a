import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../core/access/access.decorators';
import { ErrorResponseDto } from '../../core/http/error-response.dto';
import { IdParam } from '../../core/http/int4';
import { BlogPostsService } from './blog-posts.service';
import type { Page } from '../../core/paging/page';
import { PagedResponse } from '../../core/paging/paged-response';
import { BlogPostDto, BlogPostSummaryDto, toBlogPostDto, toBlogPostSummaryDto } from './dto/blog-post.dto';
import { ListAdminBlogPostsQuery } from './dto/list-blog-posts.query';
import { DeletedDto, NextPostDto, PublishNextResultDto } from './dto/blog-queue.dto';
import { SaveBlogPostDto } from './dto/save-blog-post.dto';
import { PublishingService } from './publishing.service';

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
    description: 'status=queued lists the publishing queue in the order it goes live; search matches titles.',
  })
  @PagedResponse(BlogPostSummaryDto, { withTotal: true })
  async listAdminBlogPosts(@Query() query: ListAdminBlogPostsQuery): Promise<Page<BlogPostSummaryDto>> {
    return (await this.posts.listForAdmin(query)).map(toBlogPostSummaryDto);
  }

  @Get('blog-posts/categories')
  @AdminOnly({ keys: 'read-content' })
  @ApiOperation({ summary: 'The categories posts use, A to Z (for the editor)' })
  @ApiOkResponse({ type: [String] })
  listBlogCategories(): Promise<string[]> {
    return this.posts.categories();
  }

  @Get('blog-posts/:id')
  @AdminOnly({ keys: 'read-content' })
  @ApiOperation({ summary: 'One post, published or queued, with its content (for the editor)' })
  @ApiOkResponse({ type: BlogPostDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async getAdminBlogPost(@IdParam('id') postId: number): Promise<BlogPostDto> {
    return toBlogPostDto(await this.posts.findById(postId));
  }

  @Post('blog-posts')
  @ApiOperation({ summary: 'Create a post: published=true publishes and e-mails at once, otherwise it is queued' })
  @ApiCreatedResponse({ type: BlogPostDto })
  async createBlogPost(@Body() body: SaveBlogPostDto): Promise<BlogPostDto> {
    return toBlogPostDto(await this.posts.create(body));
  }

  @Put('blog-posts/:id')
  @ApiOperation({ summary: 'Update a post; published=true also publishes a queued post (a live post stays live)' })
  @ApiOkResponse({ type: BlogPostDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async updateBlogPost(@IdParam('id') postId: number, @Body() body: SaveBlogPostDto): Promise<BlogPostDto> {
    return toBlogPostDto(await this.posts.update(postId, body));
  }

  @Delete('blog-posts/:id')
  @ApiOperation({ summary: 'Delete a post for good' })
  @ApiOkResponse({ type: DeletedDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async deleteBlogPost(@IdParam('id') postId: number): Promise<DeletedDto> {
    await this.posts.remove(postId);
    return { message: 'Post deleted' };
  }

  @Get('next-post')
  @AdminOnly({ keys: 'read-content' })
  @ApiOperation({ summary: 'The post the next daily publication will publish, and the queue length' })
  @ApiOkResponse({ type: NextPostDto })
  async getNextPost(): Promise<NextPostDto> {
    const { nextPost, queueCount } = await this.publishing.nextInQueue();
    return { nextPost: nextPost ? toBlogPostDto(nextPost) : null, queueCount };
  }

  @Post('publish-next')
  @HttpCode(200)
  @ApiOperation({ summary: 'Publish Now: the oldest queued post goes live and is e-mailed' })
  @ApiOkResponse({ type: PublishNextResultDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No posts in queue' })
  async publishNextPost(): Promise<PublishNextResultDto> {
    const post = await this.publishing.publishNext();
    return { message: `Published "${post.title}" and e-mailed subscribers.`, post: toBlogPostDto(post) };
  }
}
