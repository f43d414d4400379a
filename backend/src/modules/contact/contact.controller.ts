import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly, Public } from '../../core/access/access.decorators';
import { CurrentUser, type SessionUser } from '../../core/access/session-user';
import { ErrorResponseDto } from '../../core/http/error-response.dto';
import { IdParam } from '../../core/http/int4';
import type { Page } from '../../core/paging/page';
import { PagedResponse } from '../../core/paging/paged-response';
import { RateLimit } from '../../core/rate-limit/rate-limit.decorator';
import { ContactErrors } from './contact.errors';
import { ContactService } from './contact.service';
import {
  ContactMessageDto,
  ContactReplyDto,
  ContactSentDto,
  ContactThreadDto,
  ListMessagesQuery,
  MarkMessageReadDto,
  SendContactMessageDto,
  SendContactReplyDto,
} from './dto/contact.dto';

const NOT_FOUND = { type: ErrorResponseDto, description: ContactErrors.messageNotFound };

@ApiTags('contact')
@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post('contact')
  @Public()
  @HttpCode(200)
  @RateLimit({ name: 'contact', by: 'ip', limit: 10, windowSeconds: 3600 })
  @ApiOperation({
    summary:
      "Send a message to the owner (stored, then e-mailed to where the owner's alerts go); one with the hidden " +
      '`website` field filled in is held back as spam, answered the same',
  })
  @ApiOkResponse({ type: ContactSentDto })
  async sendContactMessage(@Body() body: SendContactMessageDto): Promise<ContactSentDto> {
    await this.contact.receive(body);
    return { message: "Thank you for your message. I'll get back to you within 24 hours." };
  }

  @Get('admin/messages')
  @AdminOnly()
  @ApiOperation({
    summary:
      'Contact messages, newest first, a page at a time; `search` matches name, e-mail, subject or text, ' +
      '`filter` picks the inbox (all), its unread messages or the ones held back as spam',
  })
  @PagedResponse(ContactMessageDto, { withTotal: true })
  listMessages(@Query() query: ListMessagesQuery): Promise<Page<ContactMessageDto>> {
    return this.contact.list(query);
  }

  @Get('admin/messages/:id')
  @AdminOnly()
  @ApiOperation({ summary: "A contact message with the owner's replies to it, oldest first" })
  @ApiOkResponse({ type: ContactThreadDto })
  @ApiNotFoundResponse(NOT_FOUND)
  getMessage(@IdParam('id') id: number): Promise<ContactThreadDto> {
    return this.contact.thread(id);
  }

  @Put('admin/messages/:id/read')
  @AdminOnly()
  @ApiOperation({ summary: 'Mark a contact message read, or unread again' })
  @ApiOkResponse({ type: ContactMessageDto })
  @ApiNotFoundResponse(NOT_FOUND)
  markMessageRead(@IdParam('id') id: number, @Body() body: MarkMessageReadDto): Promise<ContactMessageDto> {
    return this.contact.markRead(id, body.read);
  }

  @Post('admin/messages/:id/replies')
  @AdminOnly()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Reply to a contact message: stored in its thread and e-mailed to the sender (Reply-To the owner); ' +
      'the same replyId again (with the same words) answers the stored reply and sends nothing more',
  })
  @ApiOkResponse({ type: ContactReplyDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'An empty reply, or a replyId that is no UUID' })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: `${ContactErrors.replyIdTaken} Or, for a replyId sent before with other words: ${ContactErrors.replyIdOtherWords}`,
  })
  replyToMessage(
    @CurrentUser() admin: SessionUser,
    @IdParam('id') id: number,
    @Body() body: SendContactReplyDto,
  ): Promise<ContactReplyDto> {
    return this.contact.reply(id, body, admin.id);
  }

  @Post('admin/messages/:id/release')
  @AdminOnly()
  @HttpCode(200)
  @ApiOperation({ summary: 'Move a message held back as spam into the inbox, and e-mail the owner about it then' })
  @ApiOkResponse({ type: ContactMessageDto })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ type: ErrorResponseDto, description: ContactErrors.notHeld })
  releaseMessage(@IdParam('id') id: number): Promise<ContactMessageDto> {
    return this.contact.release(id);
  }

  @Delete('admin/messages/:id')
  @AdminOnly()
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a contact message and its replies' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse(NOT_FOUND)
  deleteMessage(@IdParam('id') id: number): Promise<void> {
    return this.contact.remove(id);
  }
}
