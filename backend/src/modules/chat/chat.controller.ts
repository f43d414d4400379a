import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Public } from '../../core/access/access.decorators';
import { CurrentUser, type SessionUser } from '../../core/access/session-user';
import { ErrorResponseDto } from '../../core/http/error-response.dto';
import { RateLimit } from '../../core/rate-limit/rate-limit.decorator';
import { HANDED_OVER } from './chat.errors';
import { ChatService } from './chat.service';
import { HandoverService } from './conversations/handover.service';
import { ChatHandoverDto, ChatHandoverResponseDto, ChatRequestDto, ChatResponseDto } from './dto/chat.dto';

@ApiTags('chat')
@Controller('chat')
export class ChatController {
  constructor(
    private readonly chat: ChatService,
    private readonly handover: HandoverService,
  ) {}

  @Post()
  @Public()
  @HttpCode(200)
  @RateLimit({ name: 'chat', by: 'ip', limit: 30, windowSeconds: 600 })
  @ApiOperation({
    summary:
      "Ask the site assistant: it answers from the site's facts (its pages, products, policies and the owner's FAQ), " +
      'cites them, and says "I don\'t know that" when they do not answer (Gemini words the answer when a key is set)',
  })
  @ApiOkResponse({ type: ChatResponseDto })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'The conversation sent back is too long' })
  sendChatMessage(
    @Body() body: ChatRequestDto,
    @CurrentUser() user: SessionUser | undefined,
  ): Promise<ChatResponseDto> {
    return this.chat.answer(body.message, body.conversationHistory ?? [], body.conversationId, user?.id ?? null);
  }

  @Post('handover')
  @Public()
  @HttpCode(200)
  @RateLimit({ name: 'chat-handover', by: 'ip', limit: 5, windowSeconds: 3600 })
  @ApiOperation({
    summary: 'Talk to a person: send the conversation to the owner as a contact message from this e-mail address',
  })
  @ApiOkResponse({ type: ChatHandoverResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'The conversation is not kept (any more)' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The conversation was already sent to the owner' })
  async handOverChat(@Body() body: ChatHandoverDto): Promise<ChatHandoverResponseDto> {
    await this.handover.handOver(body.conversationId, body.email, body.name);
    return { message: HANDED_OVER };
  }
}
