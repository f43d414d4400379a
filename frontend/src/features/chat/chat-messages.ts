import type { ChatTurnDto } from './api';

// A message as the widget shows it (spec section 3: client only). The server sees role and content.
export interface ChatMessage {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  timestamp: Date;
}

export const GREETING =
  "Hi! I'm the assistant for this site. Ask me about the blog, the products or how to get in touch.";

// Spec section 8, word for word.
export const CONNECTION_TROUBLE =
  "I'm having trouble connecting right now. Please try again in a moment or contact the founder directly at the contact form.";

let nextId = 1;

export function chatMessage(role: ChatMessage['role'], content: string): ChatMessage {
  return { id: nextId++, role, content, timestamp: new Date() };
}

// The server's conversation as it goes back with the next question: only role and content.
export function toHistory(turns: readonly ChatTurnDto[]): ChatTurnDto[] {
  return turns.map(({ role, content }) => ({ role, content }));
}
