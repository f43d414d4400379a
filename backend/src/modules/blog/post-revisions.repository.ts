import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { PostRevisionEntity, type RevisedFields, type RevisionKind } from './entities/post-revision.entity';

// An autosave this soon after the same editor's autosave revision replaces it (the list stays readable).
export const AUTOSAVE_COALESCE_MINUTES = 2;

const FIELDS = 'title, excerpt, content, category, image_url, audience, audience_tier_id';
const fieldValues = (f: RevisedFields) => [
  f.title,
  f.excerpt,
  f.content,
  f.category,
  f.imageUrl,
  f.audience,
  f.audienceTierId,
];

// The blog_post_revisions table. Writes run in the transaction that holds the post's row (its
// version was raised or its row locked there), so two saves of one post number their revisions in turn.
@Injectable()
export class PostRevisionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private repo(): Repository<PostRevisionEntity> {
    return this.dataSource.getRepository(PostRevisionEntity);
  }

  // Records the post's fields as revision n+1, or, for an autosave, into the newest revision when
  // that is the same editor's autosave of the last minutes. Returns the revision's number.
  async record(
    tx: EntityManager,
    postId: number,
    kind: RevisionKind,
    fields: RevisedFields,
    savedBy: number | null,
  ): Promise<number> {
    if (kind === 'autosave') {
      const [replaced]: [{ number: number }[], number] = await tx.query(
        `UPDATE blog_post_revisions r
            SET (${FIELDS}) = ($3, $4, $5, $6, $7, $8, $9), saved_at = now()
          WHERE r.id = (SELECT id FROM blog_post_revisions WHERE post_id = $1 ORDER BY number DESC LIMIT 1)
            AND r.kind = 'autosave' AND r.saved_by IS NOT DISTINCT FROM $2
            AND r.created_at > now() - make_interval(mins => ${AUTOSAVE_COALESCE_MINUTES})
        RETURNING r.number`,
        [postId, savedBy, ...fieldValues(fields)],
      );
      if (replaced.length) return replaced[0].number;
    }
    const [row]: { number: number }[] = await tx.query(
      `INSERT INTO blog_post_revisions (post_id, number, kind, saved_by, ${FIELDS})
       SELECT $1, COALESCE(MAX(number), 0) + 1, $2, $3, $4, $5, $6, $7, $8, $9, $10
         FROM blog_post_revisions WHERE post_id = $1
       RETURNING number`,
      [postId, kind, savedBy, ...fieldValues(fields)],
    );
    return row.number;
  }

  // newest first, without their content
  list(postId: number): Promise<PostRevisionEntity[]> {
    return this.repo().find({
      select: { number: true, kind: true, title: true, savedBy: true, createdAt: true, savedAt: true },
      where: { postId },
      order: { number: 'DESC' },
    });
  }

  find(postId: number, number: number): Promise<PostRevisionEntity | null> {
    return this.repo().findOneBy({ postId, number });
  }
}
