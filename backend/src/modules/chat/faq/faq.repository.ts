import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export interface FaqInput {
  question: string;
  answer: string;
  link: string | null;
}

export interface FaqRow extends FaqInput {
  id: number;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = 'id, question, answer, link, created_at AS "createdAt", updated_at AS "updatedAt"';

// assistant_faq: the owner's own questions and answers.
@Injectable()
export class FaqRepository {
  constructor(private readonly db: DataSource) {}

  list(): Promise<FaqRow[]> {
    return this.db.query(`SELECT ${COLUMNS} FROM assistant_faq ORDER BY created_at DESC, id DESC`) as Promise<FaqRow[]>;
  }

  async create(tx: EntityManager, input: FaqInput): Promise<FaqRow> {
    const [row] = (await tx.query(
      `INSERT INTO assistant_faq (question, answer, link) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
      [input.question, input.answer, input.link],
    )) as FaqRow[];
    return row;
  }

  // the changed row, or null when there is none with this id
  async update(tx: EntityManager, id: number, input: FaqInput): Promise<FaqRow | null> {
    const [rows] = (await tx.query(
      `UPDATE assistant_faq SET question = $2, answer = $3, link = $4, updated_at = now() WHERE id = $1
       RETURNING ${COLUMNS}`,
      [id, input.question, input.answer, input.link],
    )) as [FaqRow[], number];
    return rows[0] ?? null;
  }

  async delete(tx: EntityManager, id: number): Promise<boolean> {
    const [, deleted] = (await tx.query('DELETE FROM assistant_faq WHERE id = $1', [id])) as [unknown, number];
    return deleted > 0;
  }
}
