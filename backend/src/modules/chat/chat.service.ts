import { BadGatewayException, Inject, Injectable, Logger, PayloadTooLargeException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SiteService } from '../site';
import { ASSISTANT, type Answer, type Assistant, type ChatTurn } from './answers/assistant';
import { dontKnow, SMALL_TALK_REPLIES, smallTalk } from './answers/replies';
import { ChatErrors } from './chat.errors';
import { ConversationsRepository } from './conversations/conversations.repository';
import { MAX_TURNS } from './dto/chat.dto';
import type { ChatResponseDto } from './dto/chat.dto';
import { type Found, PassageSearch } from './knowledge/passage-search';
import { QuestionTerms } from './knowledge/question-terms';

const MAX_HISTORY_CHARS = 24_000;
// a follow-up that points back ("how much is it?") is read with the question before it
const REFERS_BACK = /\b(it|its|it's|that|this|they|them|those|these|same)\b/i;

// One question: what the search finds for it (with the question before it when it points back),
// the answer (the assistant's, from those passages alone; "I don't know that" when they do not
// answer), and the question and answer recorded in the visit's conversation for the owner.
@Injectable()
export class ChatService {
  private readonly logger = new Logger('Chat');

  constructor(
    @Inject(ASSISTANT) private readonly assistant: Assistant,
    private readonly search: PassageSearch,
    private readonly terms: QuestionTerms,
    private readonly conversations: ConversationsRepository,
    private readonly site: SiteService,
    private readonly db: DataSource,
  ) {}

  async answer(
    message: string,
    history: ChatTurn[] = [],
    conversationId?: string,
    userId: number | null = null,
  ): Promise<ChatResponseDto> {
    if (history.reduce((n, t) => n + t.content.length, 0) > MAX_HISTORY_CHARS) {
      throw new PayloadTooLargeException(ChatErrors.historyTooLong);
    }
    const recent = history.slice(-MAX_TURNS).map((t) => ({ role: t.role, content: t.content }));
    const answer = await this.reply(recent, message);
    const sources = answer.used.map((p) => ({ source: p.source, label: p.label, title: p.title, url: p.url }));
    const id = await this.db.transaction(async (tx) => {
      const id = await this.conversations.continueOrStart(tx, conversationId, userId);
      await this.conversations.record(tx, id, {
        question: message,
        answer: answer.text,
        answered: answer.answered,
        sources,
      });
      return id;
    });
    const conversationHistory = [
      ...recent,
      { role: 'user' as const, content: message },
      { role: 'assistant' as const, content: answer.text },
    ].slice(-MAX_TURNS);
    return {
      message: answer.text,
      conversationHistory,
      conversationId: id,
      answered: answer.answered,
      sources: sources.filter((s) => s.url).map(({ title, url }) => ({ title, url })),
    };
  }

  private async reply(history: ChatTurn[], message: string): Promise<Answer> {
    const talk = smallTalk(message);
    if (talk) return { text: SMALL_TALK_REPLIES[talk], answered: true, used: [] };
    const found = await this.find(history, message);
    let answer: Answer = { text: '', answered: false, used: [] };
    if (found.confident) {
      try {
        answer = await this.assistant.reply(history, message, found);
      } catch (error) {
        this.logger.error(`Assistant failed: ${error instanceof Error ? error.message : error}`);
        throw new BadGatewayException(ChatErrors.unavailable);
      }
    }
    if (answer.answered) return answer;
    const { site } = await this.site.publicSite();
    return { text: dontKnow({ name: site.ownerName, email: site.contactEmail }), answered: false, used: [] };
  }

  // the passages for the question, or, when it points back ("how much is it?"), for it together
  // with the visitor's question before it
  private async find(history: ChatTurn[], message: string): Promise<Found> {
    const alone = await this.search.find(message);
    const before = history.filter((t) => t.role === 'user').at(-1)?.content;
    if (!before || !REFERS_BACK.test(message) || alone.groups.length > 2) return alone;
    const earlier = await this.terms.of(before);
    const words = new Set(alone.groups.map((g) => g.stems[0]));
    const together = await this.search.findFor([...alone.groups, ...earlier.filter((g) => !words.has(g.stems[0]))]);
    // it answers only if its best passage has a word of this question's own (its groups come
    // first): "how much is it?" after a question about a password is not answered by the
    // password's page, nor, pointing back at nothing that answers, by any price at all
    const own = alone.groups.map((_, i) => i + 1);
    const answers = together.confident && own.some((group) => together.passages[0].matched.includes(group));
    return answers ? together : { ...alone, confident: false };
  }
}
