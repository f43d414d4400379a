import { Module } from '@nestjs/common';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { BlogModule } from '../blog';
import { CommerceModule } from '../commerce';
import { ContentModule } from '../content';
import { ASSISTANT } from './assistant';
import { ChatController } from './chat.controller';
import { OWNER_CONTROLLERS, OWNER_PROVIDERS } from './owner/owner-side';
import { ChatService } from './chat.service';
import { GeminiAssistant } from './gemini-assistant';
import { GroundingService } from './grounding.service';
import { KnowledgeIndex } from './knowledge/knowledge-index';
import { PassagesRepository } from './knowledge/passages.repository';
import { LocalAssistant } from './local-assistant';

@Module({
  imports: [BlogModule, CommerceModule, ContentModule],
  controllers: [ChatController, ...OWNER_CONTROLLERS],
  providers: [
    ChatService,
    GroundingService,
    KnowledgeIndex,
    PassagesRepository,
    {
      provide: ASSISTANT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.geminiApiKey ? new GeminiAssistant(config) : new LocalAssistant()),
    },
    ...OWNER_PROVIDERS,
  ],
  exports: [KnowledgeIndex],
})
export class ChatModule {}
