import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../core/access/access.decorators';
import { RateLimit } from '../../core/rate-limit/rate-limit.decorator';
import { ChatService } from './chat.service';
import { ChatRequestDto, ChatResponseDto } from './dto/chat.dto';

@ApiTags('chat')
@Controller('chat')
export class ChatController {
  constructor(private readonly chat: ChatService) {}

  @Post()
  @Public()
  @HttpCode(200)
  @RateLimit({ name: 'chat', by: 'ip', limit: 30, windowSeconds: 600 })
  @ApiOperation({ summary: 'Ask the site assistant (Gemini, or the built-in assistant without a key)' })
  @ApiOkResponse({ type: ChatResponseDto })
  sendChatMessage(@Body() body: ChatRequestDto): Promise<ChatResponseDto> {
    return this.chat.answer(body.message, body.conversationHistory ?? []);
  }
}
