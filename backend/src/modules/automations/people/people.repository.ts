import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface PersonRow {
  id: number;
  email: string;
  tags: string[];
  subscribed: boolean;
  customer: boolean;
  unsubscribedAt: Date | null;
  createdAt: Date;
}

// A person's place in a sequence, as the People list shows it.
export interface PlaceRow {
  // the place (a person may have had several in an abandoned checkout's sequence)
  id: number;
  contactId: number;
  sequenceId: number;
  name: string;
  status: 'active' | 'completed' | 'exited' | 'left';
  exitReason: string | null;
  enteredAt: Date;
  finishedAt: Date | null;
}

// The owner's list of people: one page of those a filter selects (over contacts `c`), newest first.
@Injectable()
export class PeopleRepository {
  constructor(private readonly db: DataSource) {}

  async page(
    whereSql: string,
    subscribedSql: string,
    params: unknown[],
    limit: number,
    offset: number,
  ): Promise<{ items: PersonRow[]; total: number }> {
    const n = params.length;
    const [items, [{ total }]] = await Promise.all([
      this.db.query(
        `SELECT c.id, c.email, c.user_id IS NOT NULL AS customer, ${subscribedSql} AS subscribed,
                c.unsubscribed_at AS "unsubscribedAt", c.created_at AS "createdAt",
                coalesce((SELECT array_agg(t.tag ORDER BY t.tag) FROM contact_tags t WHERE t.contact_id = c.id), '{}') AS tags
           FROM contacts c WHERE ${whereSql}
          ORDER BY c.created_at DESC, c.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, limit, offset],
      ) as Promise<PersonRow[]>,
      this.db.query(`SELECT count(*)::int AS total FROM contacts c WHERE ${whereSql}`, params) as Promise<
        { total: number }[]
      >,
    ]);
    return { items, total };
  }

  // the sequences these people are in or were, newest first
  places(contactIds: number[]): Promise<PlaceRow[]> {
    return this.db.query(
      `SELECT e.id, e.contact_id AS "contactId", e.sequence_id AS "sequenceId", s.name, e.status,
              e.exit_reason AS "exitReason", e.entered_at AS "enteredAt", e.finished_at AS "finishedAt"
         FROM sequence_enrolments e JOIN sequences s ON s.id = e.sequence_id
        WHERE e.contact_id = ANY($1::int[]) ORDER BY e.entered_at DESC, e.id DESC`,
      [contactIds],
    ) as Promise<PlaceRow[]>;
  }
}
