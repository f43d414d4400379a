import { AdminFaqController } from '../faq/admin-faq.controller';
import { FaqKnowledge } from '../faq/faq-knowledge';
import { FaqRepository } from '../faq/faq.repository';
import { FaqService } from '../faq/faq.service';
import { AssistantPersonalData } from '../privacy/assistant-personal-data';
import { AdminAssistantController } from './admin-assistant.controller';
import { AssistantSettingsRepository } from './assistant-settings.repository';
import { AssistantSettingsService } from './assistant-settings.service';
import { QuestionsRepository } from './questions.repository';
import { QuestionsService } from './questions.service';
import { AssistantRetentionCron } from './retention.cron';

// The owner's side of the assistant, which ChatModule adds to its own: the FAQ (a source of the
// assistant's facts, and its admin routes), the questions asked and their figures, the retention
// of conversations and its nightly deletion, and an account's part of them.
export const OWNER_CONTROLLERS = [AdminFaqController, AdminAssistantController];

export const OWNER_PROVIDERS = [
  FaqRepository,
  FaqService,
  FaqKnowledge,
  QuestionsRepository,
  QuestionsService,
  AssistantSettingsRepository,
  AssistantSettingsService,
  AssistantRetentionCron,
  AssistantPersonalData,
];
