// Factories of the contact form's messages (the empty inbox is ../resets.ts's).
import {
  ContactMessagesRepository,
  type NewContactMessage,
} from '../../../src/modules/contact/contact-messages.repository';
import { ContactMessageEntity } from '../../../src/modules/contact/entities/contact-message.entity';
import type { TestContext } from '../test-context';

// The messages as the form stores them (without the mails a sent form queues).
export async function makeContactMessages(t: TestContext, messages: NewContactMessage[]): Promise<void> {
  const repository = t.app.get(ContactMessagesRepository);
  await t.dataSource.transaction(async (tx) => {
    for (const message of messages) await repository.add(tx, message);
  });
}

// The messages from `email` arrived at `at` (the overview's "+N new today" counts from it).
export async function contactMessagesAt(t: TestContext, email: string, at: Date): Promise<void> {
  await t.dataSource.getRepository(ContactMessageEntity).update({ email }, { createdAt: at });
}
