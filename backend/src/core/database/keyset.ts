import { BadRequestException } from '@nestjs/common';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { decodeCursor, encodeCursor } from '../paging/cursor';
import { CURSOR_INVALID } from '../paging/page-query.dto';
import { Page } from '../paging/page';

// The order a list is read in: a timestamp column, then the id to break ties, both one way.
export interface KeysetOrder {
  alias: string;
  at: string; // column name, e.g. created_at
  direction: 'ASC' | 'DESC';
}

export interface PageRequest {
  limit: number;
  cursor?: string;
}

const ISO_MICROSECONDS = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

// One page of `query` by keyset: rows after the cursor's (timestamp, id), in index order, one more
// than asked to know whether another page follows. Rows inserted or deleted meanwhile neither repeat
// nor skip a row, and a deep page costs what the first one does (no OFFSET). `withRaw` completes an
// item from the columns the query added (counts, say).
export async function keysetPage<T extends ObjectLiteral & { id: number }, Raw extends object = object>(
  query: SelectQueryBuilder<T>,
  order: KeysetOrder,
  page: PageRequest,
  withRaw: (item: T, raw: Raw) => T = (item) => item,
): Promise<Page<T>> {
  const at = `${order.alias}.${order.at}`;
  const id = `${order.alias}.id`;
  if (page.cursor) {
    const cursor = decodeCursor(page.cursor);
    if (!cursor) throw new BadRequestException(CURSOR_INVALID);
    const after = order.direction === 'DESC' ? '<' : '>';
    query.andWhere(`(${at}, ${id}) ${after} (CAST(:keysetAt AS timestamptz), :keysetId)`, {
      keysetAt: cursor.at,
      keysetId: cursor.id,
    });
  }
  const { entities, raw } = await query
    .addSelect(`to_char(${at} AT TIME ZONE 'UTC', ${ISO_MICROSECONDS})`, 'keyset_at')
    .orderBy(at, order.direction)
    .addOrderBy(id, order.direction)
    .limit(page.limit + 1)
    .getRawAndEntities<Raw & { keyset_at: string }>();
  const items = entities.slice(0, page.limit).map((item, i) => withRaw(item, raw[i]));
  const last = items.at(-1);
  const next =
    entities.length > page.limit && last ? encodeCursor({ at: raw[items.length - 1].keyset_at, id: last.id }) : null;
  return new Page(items, next);
}
