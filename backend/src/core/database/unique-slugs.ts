import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { QueryFailedError } from 'typeorm';

const SLUG_ATTEMPTS = 5;

// A table whose rows have a unique `slug` (the unique constraint `constraint`) and an index of slug
// stems, IDX_<table>_slug_stem on (regexp_replace("slug", '-[0-9]{1,9}$', '')).
export interface SlugTable<Row> {
  entity: EntityTarget<Row>;
  table: string;
  constraint: string;
}

// Is `base` ($1) taken by another row than $2, and the highest N of its `base-N`. The stem
// expression is the one the table's slug-stem index indexes, to the letter.
export const freeSlugSql = (table: string) => `
  SELECT bool_or(slug = $1) AS taken,
         max(substring(slug FROM '-([0-9]{1,9})$')::int) FILTER (WHERE slug <> $1) AS top
  FROM "${table}"
  WHERE (slug = $1 OR regexp_replace(slug, '-[0-9]{1,9}$', '') = $1) AND id IS DISTINCT FROM $2`;

// The slugs of one table: unique, a new one's `-N` suffix found on the index of slug stems, never
// by scanning. Modules extend it as their slug repository (blog posts, products).
export class UniqueSlugs<Row extends ObjectLiteral & { id?: number; slug: string }> {
  private readonly sql: string;

  constructor(private readonly target: SlugTable<Row>) {
    this.sql = freeSlugSql(target.table);
  }

  // The slug for a row that wants `base`: `base` itself when no other row has it, else `base-N`
  // one past the highest N in use. One query, on the unique slug index and the slug-stem index.
  async freeSlug(tx: EntityManager, base: string, ownId?: number): Promise<string> {
    const [row] = await tx.query<{ taken: boolean | null; top: number | null }[]>(this.sql, [base, ownId ?? null]);
    return row.taken ? `${base}-${Math.max(row.top ?? 1, 1) + 1}` : base;
  }

  // Saves the row under `slug`, or a free slug derived from `base` when `slug` is null. Two rows
  // saved at once may pick the same one: the later insert waits for the first to commit, fails on
  // the unique index and picks again, inside a savepoint so that the caller's transaction goes on.
  async saveWithFreeSlug(tx: EntityManager, row: Row, base: string, slug: string | null): Promise<Row> {
    for (let attempt = 1; ; attempt++) {
      (row as { slug: string }).slug = slug ?? (await this.freeSlug(tx, base, row.id));
      await tx.query('SAVEPOINT free_slug');
      try {
        const saved = await tx.getRepository(this.target.entity).save(row);
        await tx.query('RELEASE SAVEPOINT free_slug');
        return saved;
      } catch (error) {
        await tx.query('ROLLBACK TO SAVEPOINT free_slug');
        if (!this.isSlugTaken(error) || attempt === SLUG_ATTEMPTS) throw error;
        slug = null;
      }
    }
  }

  private isSlugTaken(error: unknown): boolean {
    const cause =
      error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : {};
    return cause.code === '23505' && cause.constraint === this.target.constraint;
  }
}
