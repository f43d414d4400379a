import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../core/access/access.decorators';
import { PublicRead } from '../../core/http/cached-read';
import { ErrorResponseDto } from '../../core/http/error-response.dto';
import type { Page } from '../../core/paging/page';
import { PagedResponse } from '../../core/paging/paged-response';
import { BlogPostsService } from './blog-posts.service';
import { BlogPostDto, BlogPostSummaryDto, toBlogPostDto, toBlogPostSummaryDto } from './dto/blog-post.dto';
import { ListBlogPostsQuery } from './dto/list-blog-posts.query';

@ApiTags('blog')
@Controller('blog-posts')
export class BlogPostsController {
  constructor(private readonly posts: BlogPostsService) {}

  @Get()
  @Public()
  @PublicRead(['blog_posts'], { sameForSignedIn: true })
  @ApiOperation({
    summary: 'Published posts, newest first, a page at a time (cards: no content; read one post for it)',
    description:
      'The next page: pass `cursor` = the X-Next-Cursor header of this one (or follow the Link header); ' +
      'the last page has neither.',
  })
  @PagedResponse(BlogPostSummaryDto, { withTotal: false })
  async listBlogPosts(@Query() query: ListBlogPostsQuery): Promise<Page<BlogPostSummaryDto>> {
    return (await this.posts.listPublished(query)).map(toBlogPostSummaryDto);
  }

  @Get(':slug')
  @Public()
  @PublicRead(['blog_posts'], { sameForSignedIn: true })
  @ApiOperation({ summary: 'One published post by its slug' })
  @ApiOkResponse({ type: BlogPostDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Blog post not found.' })
  async getBlogPost(@Param('slug') slug: string): Promise<BlogPostDto> {
    return toBlogPostDto(await this.posts.findPublishedBySlug(slug));
  }
}
