import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, type EntityManager, type Repository, type SelectQueryBuilder } from 'typeorm';
import { keysetPage, type PageRequest } from '../../core/database/keyset';
import { containing } from '../../core/database/like';
import type { Page } from '../../core/paging/page';
import { CommentEntity, type CommentStatus } from './entities/comment.entity';

export type NewComment = Pick<CommentEntity, 'postId' | 'parentId' | 'userId' | 'body' | 'status' | 'awaitsDigest'>;
export interface CommentFilter {
  status?: CommentStatus;
  search?: string;
  // the accounts whose name or address matched the search
  userIds?: number[];
}

// The comments table: a post's thread, the admin's list, the counts, a deleted comment kept as a
// placeholder while it has replies.
@Injectable()
export class CommentsRepository {
  constructor(@InjectRepository(CommentEntity) private readonly comments: Repository<CommentEntity>) {}

  async add(tx: EntityManager, comment: NewComment): Promise<CommentEntity> {
    const { identifiers } = await tx.getRepository(CommentEntity).insert(comment);
    return tx.getRepository(CommentEntity).findOneByOrFail({ id: identifiers[0].id as number });
  }

  // True when the author's comment just added in `tx` is their only pending one. Their writes take
  // turns here (a lock of the author until `tx` ends), so of two written at once one sees the other.
  async onlyPendingOf(tx: EntityManager, userId: number): Promise<boolean> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('comment author'), $1)`, [userId]);
    const [{ n }] = (await tx.query(
      `SELECT count(*)::int AS n FROM comments WHERE user_id = $1 AND status = 'pending' AND deleted_at IS NULL`,
      [userId],
    )) as { n: number }[];
    return n === 1;
  }

  findById(id: number, tx?: EntityManager): Promise<CommentEntity | null> {
    return (tx ? tx.getRepository(CommentEntity) : this.comments).findOneBy({ id });
  }

  // the comment, held until `tx` ends (a reply is being written under it: not deleted meanwhile)
  findHeld(tx: EntityManager, id: number): Promise<CommentEntity | null> {
    return tx.getRepository(CommentEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_read' } });
  }

  // a post's comments, oldest first (the page shows what each reader may see of them)
  listForPost(postId: number): Promise<CommentEntity[]> {
    return this.comments.find({ where: { postId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  // the admin's list, newest first; deleted placeholders are not in it
  listForAdmin(page: PageRequest, filter: CommentFilter): Promise<Page<CommentEntity>> {
    return keysetPage(this.matching(filter), { alias: 'c', at: 'created_at', direction: 'DESC' }, page);
  }

  countForAdmin(filter: CommentFilter): Promise<number> {
    return this.matching(filter).getCount();
  }

  async countsByStatus(): Promise<Record<CommentStatus, number>> {
    const rows = (await this.comments.query(
      `SELECT status, count(*)::int AS n FROM comments WHERE deleted_at IS NULL GROUP BY status`,
    )) as { status: CommentStatus; n: number }[];
    const counts = { pending: 0, approved: 0, hidden: 0 };
    for (const row of rows) counts[row.status] = row.n;
    return counts;
  }

  private matching(filter: CommentFilter): SelectQueryBuilder<CommentEntity> {
    const query = this.comments.createQueryBuilder('c').where('c.deleted_at IS NULL');
    if (filter.status) query.andWhere('c.status = :status', { status: filter.status });
    if (filter.search) {
      query.andWhere('(c.body ILIKE :pattern OR c.user_id = ANY(:userIds))', {
        pattern: containing(filter.search),
        userIds: filter.userIds ?? [],
      });
    }
    return query;
  }

  // moves a comment from one of `from` to `to`; null when it is not in one of them (or gone)
  async setStatus(
    tx: EntityManager,
    id: number,
    from: CommentStatus[],
    to: CommentStatus,
  ): Promise<CommentEntity | null> {
    const [rows] = (await tx.query(
      `UPDATE comments SET status = $3 WHERE id = $1 AND status = ANY($2) AND deleted_at IS NULL RETURNING id`,
      [id, from, to],
    )) as [{ id: number }[], number];
    return rows.length ? this.findById(id, tx) : null;
  }

  // Deletes these comments: a top-level one with replies stays as a placeholder (no author, no
  // words), the others go; a placeholder left without replies goes too. Only the rows concerned are
  // looked at. A reply being written holds the comment it answers and its thread (findHeld): the
  // UPDATE waits for it, and the deletes after it see the new reply. True when one was found.
  async remove(tx: EntityManager, where: { id: number } | { userId: number }): Promise<boolean> {
    const [column, value] = 'id' in where ? ['id', where.id] : ['user_id', where.userId];
    const [gone] = (await tx.query(
      `UPDATE comments SET user_id = NULL, body = '', deleted_at = now(), awaits_digest = false
         WHERE ${column} = $1 AND deleted_at IS NULL
       RETURNING id, parent_id`,
      [value],
    )) as [{ id: number; parent_id: number | null }[], number];
    if (!gone.length) return false;
    const replies = gone.filter((c) => c.parent_id !== null).map((c) => c.id);
    const threads = [...new Set(gone.map((c) => c.parent_id ?? c.id))];
    // replies first (a reply has none of its own), then the top-level ones no reply is left under
    if (replies.length) await tx.query(`DELETE FROM comments WHERE id = ANY($1)`, [replies]);
    await tx.query(
      `DELETE FROM comments c WHERE c.id = ANY($1) AND c.deleted_at IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM comments r WHERE r.parent_id = c.id)`,
      [threads],
    );
    return true;
  }

  // an account's comments (the data export), oldest first
  listByUser(userId: number): Promise<CommentEntity[]> {
    return this.comments.find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  // Takes the comments awaiting the digest written before `before`, oldest first: their flag is
  // cleared in the same statement, so of two replicas only one gets each.
  async takeAwaitingDigest(tx: EntityManager, before: Date): Promise<number[]> {
    const [rows] = (await tx.query(
      `UPDATE comments SET awaits_digest = false
         WHERE awaits_digest AND deleted_at IS NULL AND created_at < $1
       RETURNING id, created_at`,
      [before],
    )) as [{ id: number; created_at: Date }[], number];
    return rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id - b.id).map((r) => r.id);
  }

  // these comments (a digest's), oldest first, without the ones deleted since
  listByIds(ids: number[]): Promise<CommentEntity[]> {
    return this.comments.find({
      where: { id: In(ids), deletedAt: IsNull() },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }
}
