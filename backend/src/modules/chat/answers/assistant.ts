import type { Found, FoundPassage } from '../knowledge/passage-search';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

// What the assistant says, whether the site's facts answered it, and the passages it used.
export interface Answer {
  text: string;
  answered: boolean;
  used: FoundPassage[];
}

// Answers a question the search found passages for (found.confident: they answer it). Never
// called for a question the facts do not answer: that gets "I don't know that" (replies.ts).
export interface Assistant {
  reply(history: ChatTurn[], question: string, found: Found): Promise<Answer>;
}

export const ASSISTANT = Symbol('ASSISTANT');
