import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PersonalDataRegistry } from '../../../core/privacy/personal-data.registry';
import type { ExportedConversationDto } from '../dto/exported-assistant.dto';

// What the account asked the site's assistant while signed in, as a section of its data export:
// each conversation kept (the owner's retention days) with its questions and answers. The
// account's conversations go with it by their foreign key (ON DELETE CASCADE); those a visitor
// sent to the owner under the account's address without signing in go here, as its other data of
// that address does.
@Injectable()
export class AssistantPersonalData implements OnModuleInit {
  constructor(
    private readonly personalData: PersonalDataRegistry,
    private readonly db: DataSource,
  ) {}

  onModuleInit(): void {
    this.personalData.register({
      name: 'assistant',
      export: ({ userId }) =>
        this.db.query(
          `SELECT c.started_at AS "startedAt", c.last_at AS "lastAt", c.handed_over_at AS "handedOverAt",
                  c.handover_email AS "handoverEmail",
                  coalesce((SELECT json_agg(json_build_object('askedAt', q.asked_at, 'question', q.question,
                                                              'answer', q.answer) ORDER BY q.id)
                              FROM assistant_questions q WHERE q.conversation_id = c.id), '[]') AS questions
             FROM assistant_conversations c WHERE c.user_id = $1 ORDER BY c.started_at, c.id`,
          [userId],
        ) as Promise<ExportedConversationDto[]>,
      delete: async (tx, account) => {
        await tx.query('DELETE FROM assistant_conversations WHERE lower(handover_email) = lower($1)', [account.email]);
      },
    });
  }
}
