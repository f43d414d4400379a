import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

// mail_engagements: the opens and clicks of marketing mail, kept while tracking is on.
@Injectable()
export class EngagementsRepository {
  constructor(private readonly db: DataSource) {}

  // (a person deleted since records nothing)
  async record(contactId: number, subjectKey: string, event: 'open' | 'click', url: string | null): Promise<void> {
    await this.db.query(
      `INSERT INTO mail_engagements (contact_id, subject_key, event, url)
       SELECT id, $2, $3, $4 FROM contacts WHERE id = $1`,
      [contactId, subjectKey.slice(0, 100), event, url?.slice(0, 2000) ?? null],
    );
  }

  // distinct people who opened and clicked each subject's mail
  async counts(subjectKeys: string[]): Promise<Map<string, { opened: number; clicked: number }>> {
    const rows = (await this.db.query(
      `SELECT subject_key AS "subjectKey",
              count(DISTINCT contact_id) FILTER (WHERE event = 'open')::int AS opened,
              count(DISTINCT contact_id) FILTER (WHERE event = 'click')::int AS clicked
         FROM mail_engagements WHERE subject_key = ANY($1::text[]) GROUP BY subject_key`,
      [subjectKeys],
    )) as { subjectKey: string; opened: number; clicked: number }[];
    const found = new Map(rows.map(({ subjectKey, ...c }) => [subjectKey, c]));
    return new Map(subjectKeys.map((key) => [key, found.get(key) ?? { opened: 0, clicked: 0 }]));
  }
}
