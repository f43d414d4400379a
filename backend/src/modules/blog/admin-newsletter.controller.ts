import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { AdminOnly } from '../../core/access/access.decorators';
import { CurrentUser, SessionUser } from '../../core/access/session-user';
import { ErrorResponseDto } from '../../core/http/error-response.dto';
import { ID_SCHEMA } from '../../core/http/int4';
import { RateLimit } from '../../core/rate-limit/rate-limit.decorator';
import { IssueDraftDto, MailPreviewDraftDto, MailPreviewDto, TestMailQueuedDto } from './dto/issue-draft.dto';
import { MAX_DELIVERY_IDS, PostDeliveryDto, PostDeliveryQuery, toPostDeliveryDto } from './dto/post-delivery.dto';
import { NewsletterDraftsService } from './newsletter-drafts.service';
import { NewsletterService } from './newsletter.service';

// The daily e-mail in the blog editor: how each post's e-mails went, a preview, a test to oneself.
@ApiTags('admin: blog')
@AdminOnly()
@Controller('admin/blog-posts')
export class AdminNewsletterController {
  constructor(
    private readonly newsletter: NewsletterService,
    private readonly drafts: NewsletterDraftsService,
  ) {}

  @Get('delivery')
  @ApiOperation({
    summary: "How each post's daily e-mails went: queued (not sent yet), sent, failed, skipped, unresolved",
  })
  @ApiQuery({
    name: 'ids',
    required: true,
    style: 'form',
    explode: false,
    schema: { type: 'array', items: ID_SCHEMA, minItems: 1, maxItems: MAX_DELIVERY_IDS },
    description: `Post ids separated by commas (at most ${MAX_DELIVERY_IDS}); one answer per id, in that order`,
    example: [12, 11],
  })
  @ApiOkResponse({ type: [PostDeliveryDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async listPostDeliveries(@Query() query: PostDeliveryQuery): Promise<PostDeliveryDto[]> {
    const counts = await this.newsletter.deliveryCounts([...new Set(query.ids)]);
    return [...counts].map(([postId, c]) => toPostDeliveryDto(postId, c));
  }

  @Post('mail-preview')
  @HttpCode(200)
  @ApiOperation({
    summary: "The daily e-mail of the editor's post as the server renders it, for the signed-in admin",
    description: "With `content`: the members' edition, with the whole post (videos as links, images whole).",
  })
  @ApiOkResponse({ type: MailPreviewDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  previewPostMail(@CurrentUser() admin: SessionUser, @Body() draft: MailPreviewDraftDto): Promise<MailPreviewDto> {
    return this.drafts.preview(draft, admin);
  }

  @Post('test-mail')
  @HttpCode(202)
  @RateLimit({ name: 'newsletter-test', by: 'user', limit: 20, windowSeconds: 3600 })
  @ApiOperation({
    summary: 'Queue the daily e-mail of the editor\'s post, subject "[Test] …", to the admin\'s address',
  })
  @ApiAcceptedResponse({ type: TestMailQueuedDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  sendPostTestMail(@CurrentUser() admin: SessionUser, @Body() draft: IssueDraftDto): Promise<TestMailQueuedDto> {
    return this.drafts.sendTest(draft, admin);
  }
}
