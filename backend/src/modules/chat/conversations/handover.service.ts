import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ContactService } from '../../contact';
import { ChatErrors } from '../chat.errors';
import { ConversationsRepository } from './conversations.repository';

// "[Refund Policy](/refund-policy)" as a mail reads it: "Refund Policy (/refund-policy)"
const plainLinks = (markdown: string) => markdown.replace(/\[([^\]]+)\]\(([^)]+)\)/g, '$1 ($2)');

// the contact message's limit, less room for the heading
const TRANSCRIPT_CHARS = 4800;

// "Talk to a person": the conversation, as the assistant recorded it (not as the browser says it
// went), becomes a contact message from the visitor's address, whose notification reaches the owner
// through the mail outbox; both in the transaction that marks the conversation handed over, so it
// reaches the owner once however often (and however many at once) it is sent.
@Injectable()
export class HandoverService {
  constructor(
    private readonly db: DataSource,
    private readonly conversations: ConversationsRepository,
    private readonly contact: ContactService,
  ) {}

  async handOver(conversationId: string, email: string, name?: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const claim = await this.conversations.claimHandover(tx, conversationId, email.toLowerCase());
      if (claim === 'missing') throw new NotFoundException(ChatErrors.conversationGone);
      if (claim === 'sent') throw new ConflictException(ChatErrors.alreadyHandedOver);
      const turns = await this.conversations.transcript(tx, conversationId);
      const lines = turns.map((t) => `Question: ${t.question}\nAssistant: ${plainLinks(t.answer)}`).join('\n\n');
      const message = `Sent from the site assistant's chat. The conversation:\n\n${lines}`;
      await this.contact.receive(
        {
          name: name || 'A visitor (from the assistant)',
          email,
          subject: 'other',
          message: message.length > TRANSCRIPT_CHARS ? `${message.slice(0, TRANSCRIPT_CHARS)}…` : message,
        },
        tx,
      );
    });
  }
}
