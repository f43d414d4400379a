import { Module } from '@nestjs/common';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { ContactModule } from '../contact';
import { SiteModule } from '../site';
import { ASSISTANT } from './answers/assistant';
import {
  DEFAULT_GEMINI_OPTIONS,
  GEMINI_OPTIONS,
  GeminiAssistant,
  type GeminiOptions,
} from './answers/gemini-assistant';
import { LocalAssistant } from './answers/local-assistant';
import { ChatController } from './chat.controller';
import { ChatService } from './chat.service';
import { ConversationsRepository } from './conversations/conversations.repository';
import { HandoverService } from './conversations/handover.service';
import { KnowledgeIndex } from './knowledge/knowledge-index';
import { PassageSearch } from './knowledge/passage-search';
import { PassagesRepository } from './knowledge/passages.repository';
import { QuestionTerms } from './knowledge/question-terms';
import { OWNER_CONTROLLERS, OWNER_PROVIDERS } from './owner/owner-side';

@Module({
  imports: [ContactModule, SiteModule],
  controllers: [ChatController, ...OWNER_CONTROLLERS],
  providers: [
    ChatService,
    HandoverService,
    ConversationsRepository,
    KnowledgeIndex,
    PassagesRepository,
    PassageSearch,
    QuestionTerms,
    LocalAssistant,
    { provide: GEMINI_OPTIONS, useValue: DEFAULT_GEMINI_OPTIONS },
    {
      provide: ASSISTANT,
      inject: [APP_CONFIG, LocalAssistant, GEMINI_OPTIONS],
      useFactory: (config: AppConfig, local: LocalAssistant, options: GeminiOptions) =>
        config.geminiApiKey ? new GeminiAssistant(config, local, options) : local,
    },
    ...OWNER_PROVIDERS,
  ],
  exports: [KnowledgeIndex],
})
export class ChatModule {}
