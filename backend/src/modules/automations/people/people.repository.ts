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
}
