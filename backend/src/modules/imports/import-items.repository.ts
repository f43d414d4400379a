import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ImportSource } from './sources/import-bundle';

export type ImportKind = 'post' | 'subscriber' | 'image';

// The import_items table: what each import brought, one row per (source, kind, id in the source).
@Injectable()
export class ImportItemsRepository {
  constructor(private readonly dataSource: DataSource) {}

  // The item taken for this transaction: its row's id, or null when an import has brought it (a run
  // at the same time waits here for the other's commit, then finds it taken).
  async claim(tx: EntityManager, source: ImportSource, kind: ImportKind, sourceId: string): Promise<number | null> {
    const rows: { id: number }[] = await tx.query(
      `INSERT INTO import_items (source, kind, source_id) VALUES ($1, $2, $3)
       ON CONFLICT ON CONSTRAINT import_items_source_key DO NOTHING RETURNING id`,
      [source, kind, sourceId],
    );
    return rows[0]?.id ?? null;
  }

  // Many items at once (an export's readers): the ids of those taken for this transaction, by their
  // id in the source. Claimed in one order, so that two imports at once cannot deadlock.
  async claimMany(
    tx: EntityManager,
    source: ImportSource,
    kind: ImportKind,
    sourceIds: string[],
  ): Promise<Map<string, number>> {
    const rows: { id: number; source_id: string }[] = await tx.query(
      `INSERT INTO import_items (source, kind, source_id)
       SELECT $1, $2, x.source_id FROM unnest($3::text[]) AS x(source_id) ORDER BY x.source_id
       ON CONFLICT ON CONSTRAINT import_items_source_key DO NOTHING RETURNING id, source_id`,
      [source, kind, sourceIds],
    );
    return new Map(rows.map((r) => [r.source_id, r.id]));
  }

  // where each of those items went (the row it made), in one statement
  async setTargetIds(tx: EntityManager, ids: number[], targetIds: (number | null)[]): Promise<void> {
    await tx.query(
      `UPDATE import_items i SET target_id = x.target_id
       FROM unnest($1::int[], $2::int[]) AS x(id, target_id) WHERE i.id = x.id`,
      [ids, targetIds],
    );
  }

  // an item claimed by this transaction that it could not bring after all
  async unclaim(tx: EntityManager, id: number): Promise<void> {
    await tx.query(`DELETE FROM import_items WHERE id = $1`, [id]);
  }

  async setTarget(tx: EntityManager, id: number, targetId: number | null, targetPath: string | null): Promise<void> {
    await tx.query(`UPDATE import_items SET target_id = $2, target_path = $3 WHERE id = $1`, [
      id,
      targetId,
      targetPath,
    ]);
  }

  // where an item an import brought went (an image's address)
  async targetPath(
    tx: EntityManager,
    source: ImportSource,
    kind: ImportKind,
    sourceId: string,
  ): Promise<string | null> {
    const rows: { target_path: string | null }[] = await tx.query(
      `SELECT target_path FROM import_items WHERE source = $1 AND kind = $2 AND source_id = $3`,
      [source, kind, sourceId],
    );
    return rows[0]?.target_path ?? null;
  }

  // which of these ids an import has brought (the dry run's)
  async imported(source: ImportSource, kind: ImportKind, sourceIds: string[]): Promise<Set<string>> {
    const rows: { source_id: string }[] = await this.dataSource.query(
      `SELECT source_id FROM import_items WHERE source = $1 AND kind = $2 AND source_id = ANY($3::text[])`,
      [source, kind, sourceIds],
    );
    return new Set(rows.map((r) => r.source_id));
  }
}
