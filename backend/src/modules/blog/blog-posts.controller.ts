import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../core/access/access.decorators';
import { ErrorResponseDto } from '../../core/http/error-response.dto';
import { BlogPostsService } from './blog-posts.service';
import { BlogPostDto, toBlogPostDto } from './dto/blog-post.dto';
import { ListBlogPostsQuery, MAX_PAGE } from './dto/list-blog-posts.query';

@ApiTags('blog')
@Controller('blog-posts')
export class BlogPostsController {
  constructor(private readonly posts: BlogPostsService) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'Published posts, newest first',
    description: `At most ${MAX_PAGE} per call. For the next page pass before = the id of the last post received; fewer than limit posts means there are no more.`,
  })
  @ApiOkResponse({ type: [BlogPostDto] })
  async listBlogPosts(@Query() query: ListBlogPostsQuery): Promise<BlogPostDto[]> {
    return (await this.posts.listPublished(query.limit, query.before)).map(toBlogPostDto);
  }

  @Get(':slug')
  @Public()
  @ApiOperation({ summary: 'One published post by its slug' })
  @ApiOkResponse({ type: BlogPostDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Blog post not found.' })
  async getBlogPost(@Param('slug') slug: string): Promise<BlogPostDto> {
    return toBlogPostDto(await this.posts.findPublishedBySlug(slug));
  }
}
