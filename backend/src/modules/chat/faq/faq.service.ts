import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CreateFaqDto, FaqDto, SaveFaqDto } from '../dto/faq.dto';
import { KnowledgeIndex } from '../knowledge/knowledge-index';
import { AssistantOwnerErrors } from '../owner/owner.errors';
import { QuestionsRepository } from '../owner/questions.repository';
import { FAQ_SOURCE } from './faq-knowledge';
import { type FaqInput, type FaqRow, FaqRepository } from './faq.repository';

const toFaqDto = (row: FaqRow): FaqDto => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const inputOf = (body: SaveFaqDto): FaqInput => ({
  question: body.question,
  answer: body.answer,
  link: body.link ?? null,
});

// The owner's FAQ. Each write is in the assistant's index once it answers (the FAQ's tables tell
// no trigger: chat reads its own source again itself), so the next question finds the edit. An
// entry made for an asked question marks it, and its unanswered twins, as answered by it.
@Injectable()
export class FaqService {
  constructor(
    private readonly db: DataSource,
    private readonly faq: FaqRepository,
    private readonly questions: QuestionsRepository,
    private readonly index: KnowledgeIndex,
  ) {}

  async list(): Promise<FaqDto[]> {
    return (await this.faq.list()).map(toFaqDto);
  }

  async create(body: CreateFaqDto): Promise<FaqDto> {
    const row = await this.db.transaction(async (tx) => {
      const created = await this.faq.create(tx, inputOf(body));
      if (body.questionId !== undefined && !(await this.questions.markAnswered(tx, body.questionId, created.id)))
        throw new NotFoundException(AssistantOwnerErrors.questionNotFound);
      return created;
    });
    await this.index.refresh(FAQ_SOURCE);
    return toFaqDto(row);
  }

  async update(id: number, body: SaveFaqDto): Promise<FaqDto> {
    const row = await this.db.transaction((tx) => this.faq.update(tx, id, inputOf(body)));
    if (!row) throw new NotFoundException(AssistantOwnerErrors.faqNotFound);
    await this.index.refresh(FAQ_SOURCE);
    return toFaqDto(row);
  }

  async delete(id: number): Promise<void> {
    const deleted = await this.db.transaction((tx) => this.faq.delete(tx, id));
    if (!deleted) throw new NotFoundException(AssistantOwnerErrors.faqNotFound);
    await this.index.refresh(FAQ_SOURCE);
  }
}
