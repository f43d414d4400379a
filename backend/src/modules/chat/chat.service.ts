import { BadGatewayException, Inject, Injectable, Logger, PayloadTooLargeException } from '@nestjs/common';
import { ASSISTANT, Assistant, ChatTurn } from './assistant';
import { MAX_TURNS } from './dto/chat.dto';
import { GroundingService } from './grounding.service';

const MAX_HISTORY_CHARS = 24_000;
export const ASSISTANT_UNAVAILABLE = 'The assistant is not available right now. Please try again in a moment.';

@Injectable()
export class ChatService {
  private readonly logger = new Logger('Chat');

  constructor(
    @Inject(ASSISTANT) private readonly assistant: Assistant,
    private readonly grounding: GroundingService,
  ) {}

  // Answers and returns the conversation to send back next time (the last MAX_TURNS entries).
  async answer(
    message: string,
    history: ChatTurn[] = [],
  ): Promise<{ message: string; conversationHistory: ChatTurn[] }> {
    if (history.reduce((n, t) => n + t.content.length, 0) > MAX_HISTORY_CHARS) {
      throw new PayloadTooLargeException('The conversation is too long. Please start a new chat.');
    }
    const recent = history.slice(-MAX_TURNS).map((t) => ({ role: t.role, content: t.content }));
    let reply: string;
    try {
      reply = await this.assistant.reply(recent, message, await this.grounding.get());
    } catch (error) {
      this.logger.error(`Assistant failed: ${error instanceof Error ? error.message : error}`);
      throw new BadGatewayException(ASSISTANT_UNAVAILABLE);
    }
    const conversationHistory = [
      ...recent,
      { role: 'user' as const, content: message },
      { role: 'assistant' as const, content: reply },
    ].slice(-MAX_TURNS);
    return { message: reply, conversationHistory };
  }
}
