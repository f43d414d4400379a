import { Module } from '@nestjs/common';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { BlogModule } from '../blog';
import { CommerceModule } from '../commerce';
import { ContentModule } from '../content';
import { ASSISTANT } from './assistant';
import { ChatController } from './chat.controller';
import { ChatService } from './chat.service';
import { AdminFaqController } from './faq/admin-faq.controller';
import { FaqKnowledge } from './faq/faq-knowledge';
import { FaqRepository } from './faq/faq.repository';
import { FaqService } from './faq/faq.service';
import { GeminiAssistant } from './gemini-assistant';
import { GroundingService } from './grounding.service';
import { KnowledgeIndex } from './knowledge/knowledge-index';
import { PassagesRepository } from './knowledge/passages.repository';
import { LocalAssistant } from './local-assistant';
import { AdminAssistantController } from './owner/admin-assistant.controller';
import { AssistantSettingsRepository } from './owner/assistant-settings.repository';
import { AssistantSettingsService } from './owner/assistant-settings.service';
import { QuestionsRepository } from './owner/questions.repository';
import { QuestionsService } from './owner/questions.service';
import { AssistantRetentionCron } from './owner/retention.cron';
import { AssistantPersonalData } from './privacy/assistant-personal-data';

@Module({
  imports: [BlogModule, CommerceModule, ContentModule],
  controllers: [ChatController, AdminFaqController, AdminAssistantController],
  providers: [
    ChatService,
    GroundingService,
    KnowledgeIndex,
    PassagesRepository,
    // the owner's side: the FAQ (a source of the assistant's facts), the questions asked, the
    // retention of conversations, and the account's part of them
    FaqRepository,
    FaqService,
    FaqKnowledge,
    QuestionsRepository,
    QuestionsService,
    AssistantSettingsRepository,
    AssistantSettingsService,
    AssistantRetentionCron,
    AssistantPersonalData,
    {
      provide: ASSISTANT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.geminiApiKey ? new GeminiAssistant(config) : new LocalAssistant()),
    },
  ],
  exports: [KnowledgeIndex],
})
export class ChatModule {}
