import type { Grounding } from './grounding.service';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

// Answers one message given the conversation and what the site offers.
export interface Assistant {
  reply(history: ChatTurn[], message: string, grounding: Grounding): Promise<string>;
}

export const ASSISTANT = Symbol('ASSISTANT');
