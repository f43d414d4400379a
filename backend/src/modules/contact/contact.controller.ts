import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, Public } from '../../core/access/access.decorators';
import type { Page } from '../../core/paging/page';
import { PagedResponse } from '../../core/paging/paged-response';
import { RateLimit } from '../../core/rate-limit/rate-limit.decorator';
import { ContactService } from './contact.service';
import { ContactMessageDto, ContactSentDto, ListMessagesQuery, SendContactMessageDto } from './dto/contact.dto';

@ApiTags('contact')
@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post('contact')
  @Public()
  @HttpCode(200)
  @RateLimit({ name: 'contact', by: 'ip', limit: 10, windowSeconds: 3600 })
  @ApiOperation({ summary: "Send a message to the owner (stored, then e-mailed to where the owner's alerts go)" })
  @ApiOkResponse({ type: ContactSentDto })
  async sendContactMessage(@Body() body: SendContactMessageDto): Promise<ContactSentDto> {
    await this.contact.receive(body);
    return { message: "Thank you for your message. I'll get back to you within 24 hours." };
  }

  @Get('admin/messages')
  @AdminOnly()
  @ApiOperation({
    summary: 'Contact messages, newest first, a page at a time; `search` matches name, e-mail or subject',
  })
  @PagedResponse(ContactMessageDto, { withTotal: true })
  listMessages(@Query() query: ListMessagesQuery): Promise<Page<ContactMessageDto>> {
    return this.contact.list(query);
  }
}
