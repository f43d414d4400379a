import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../core/access/access.decorators';
import type { SessionUser } from '../../core/access/session-user';
import { PublicRead } from '../../core/http/cached-read';
import { ErrorResponseDto } from '../../core/http/error-response.dto';
import type { Page } from '../../core/paging/page';
import { PagedResponse } from '../../core/paging/paged-response';
import { BlogPostsService } from './blog-posts.service';
import { BlogPostDto, BlogPostSummaryDto, toBlogPostDto, toBlogPostSummaryDto } from './dto/blog-post.dto';
import { ListBlogPostsQuery } from './dto/list-blog-posts.query';

// the session's account (the public reads below read the session only for a visitor who has one)
const readerOf = (req: Request) => req.user as SessionUser | undefined;

// A signed-in reader's answer is theirs (which posts they may read), stored nowhere; a visitor's
// without a session is the same for all of them, kept in memory and by nginx (locked posts locked).
const FOR_EACH_READER = { sameForSignedIn: false, signedIn: 'no-store' } as const;

@ApiTags('blog')
@Controller('blog-posts')
export class BlogPostsController {
  constructor(private readonly posts: BlogPostsService) {}

  @Get()
  @Public()
  @PublicRead(['blog_posts'], FOR_EACH_READER)
  @ApiOperation({
    summary: 'Published posts, newest first, a page at a time (cards: no content; read one post for it)',
    description:
      'The next page: pass `cursor` = the X-Next-Cursor header of this one (or follow the Link header); ' +
      'the last page has neither. `locked`: a members-only post the reader may not read.',
  })
  @PagedResponse(BlogPostSummaryDto, { withTotal: false })
  async listBlogPosts(@Query() query: ListBlogPostsQuery, @Req() req: Request): Promise<Page<BlogPostSummaryDto>> {
    return (await this.posts.listPublished(query, readerOf(req))).map(toBlogPostSummaryDto);
  }

  @Get(':slug')
  @Public()
  @PublicRead(['blog_posts'], FOR_EACH_READER)
  @ApiOperation({
    summary: 'One published post by its slug',
    description:
      'A members-only post the reader may not read comes `locked`, with its title, excerpt and image and an ' +
      'empty `content`.',
  })
  @ApiOkResponse({ type: BlogPostDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Blog post not found.' })
  async getBlogPost(@Param('slug') slug: string, @Req() req: Request): Promise<BlogPostDto> {
    return toBlogPostDto(await this.posts.findPublishedBySlug(slug, readerOf(req)));
  }
}
