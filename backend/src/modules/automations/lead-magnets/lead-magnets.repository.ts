import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export interface LeadMagnetRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  productId: number;
  tag: string | null;
  sequenceId: number | null;
  showOnPosts: boolean;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export type LeadMagnetInput = Omit<LeadMagnetRow, 'id' | 'createdAt' | 'updatedAt'>;

export interface ClaimRow {
  id: number;
  leadMagnetId: number;
  email: string;
  contactId: number | null;
  expiresAt: Date;
  confirmedAt: Date | null;
}

const COLUMNS = `id, slug, title, description, product_id AS "productId", tag, sequence_id AS "sequenceId",
  show_on_posts AS "showOnPosts", active, created_at AS "createdAt", updated_at AS "updatedAt"`;
const CLAIM_COLUMNS = `id, lead_magnet_id AS "leadMagnetId", email, contact_id AS "contactId", expires_at AS "expiresAt",
  confirmed_at AS "confirmedAt"`;

const values = (m: LeadMagnetInput) => [
  m.slug,
  m.title,
  m.description,
  m.productId,
  m.tag,
  m.sequenceId,
  m.showOnPosts,
  m.active,
];

// lead_magnets and lead_magnet_claims (an address's request for a guide, confirmed by its link).
@Injectable()
export class LeadMagnetsRepository {
  constructor(private readonly db: DataSource) {}

  list(): Promise<LeadMagnetRow[]> {
    return this.db.query(`SELECT ${COLUMNS} FROM lead_magnets ORDER BY created_at DESC, id DESC`) as Promise<
      LeadMagnetRow[]
    >;
  }

  // the active ones shown under every post
  onPosts(): Promise<LeadMagnetRow[]> {
    return this.db.query(
      `SELECT ${COLUMNS} FROM lead_magnets WHERE active AND show_on_posts ORDER BY created_at DESC, id DESC`,
    ) as Promise<LeadMagnetRow[]>;
  }

  // the guides whose page is open to visitors (the sitemap's addresses)
  active(): Promise<Pick<LeadMagnetRow, 'slug' | 'updatedAt'>[]> {
    return this.db.query(
      `SELECT slug, updated_at AS "updatedAt" FROM lead_magnets WHERE active ORDER BY created_at DESC, id DESC`,
    ) as Promise<Pick<LeadMagnetRow, 'slug' | 'updatedAt'>[]>;
  }

  // the slugs and titles of the active ones among `slugs`
  activeTitles(slugs: string[]): Promise<Pick<LeadMagnetRow, 'slug' | 'title'>[]> {
    return this.db.query(`SELECT slug, title FROM lead_magnets WHERE active AND slug = ANY($1)`, [slugs]) as Promise<
      Pick<LeadMagnetRow, 'slug' | 'title'>[]
    >;
  }

  async find(id: number, tx: EntityManager = this.db.manager): Promise<LeadMagnetRow | null> {
    const [row] = (await tx.query(`SELECT ${COLUMNS} FROM lead_magnets WHERE id = $1`, [id])) as LeadMagnetRow[];
    return row ?? null;
  }

  async activeBySlug(slug: string, tx: EntityManager = this.db.manager): Promise<LeadMagnetRow | null> {
    const [row] = (await tx.query(`SELECT ${COLUMNS} FROM lead_magnets WHERE slug = $1 AND active`, [
      slug,
    ])) as LeadMagnetRow[];
    return row ?? null;
  }

  async insert(m: LeadMagnetInput): Promise<number> {
    const [row] = (await this.db.query(
      `INSERT INTO lead_magnets (slug, title, description, product_id, tag, sequence_id, show_on_posts, active)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      values(m),
    )) as { id: number }[];
    return row.id;
  }

  async update(id: number, m: LeadMagnetInput): Promise<boolean> {
    const [, count] = (await this.db.query(
      `UPDATE lead_magnets SET slug = $2, title = $3, description = $4, product_id = $5, tag = $6, sequence_id = $7,
         show_on_posts = $8, active = $9, updated_at = now() WHERE id = $1`,
      [id, ...values(m)],
    )) as [unknown, number];
    return count > 0;
  }

  async delete(id: number): Promise<boolean> {
    const [, count] = (await this.db.query('DELETE FROM lead_magnets WHERE id = $1', [id])) as [unknown, number];
    return count > 0;
  }

  async insertClaim(tx: EntityManager, leadMagnetId: number, email: string, tokenHash: string, expiresAt: Date) {
    const [row] = (await tx.query(
      `INSERT INTO lead_magnet_claims (lead_magnet_id, email, token_hash, expires_at) VALUES ($1, lower($2), $3, $4)
       RETURNING id`,
      [leadMagnetId, email.trim(), tokenHash, expiresAt],
    )) as { id: number }[];
    return row.id;
  }

  async claimByHash(tx: EntityManager, tokenHash: string, lock = false): Promise<ClaimRow | null> {
    const [row] = (await tx.query(
      `SELECT ${CLAIM_COLUMNS} FROM lead_magnet_claims WHERE token_hash = $1${lock ? ' FOR UPDATE' : ''}`,
      [tokenHash],
    )) as ClaimRow[];
    return row ?? null;
  }

  async confirmClaim(tx: EntityManager, id: number, contactId: number, at: Date): Promise<void> {
    await tx.query('UPDATE lead_magnet_claims SET confirmed_at = $3, contact_id = $2 WHERE id = $1', [
      id,
      contactId,
      at,
    ]);
  }

  // the claim a mail is about (for its render)
  async claimWithTitle(id: number): Promise<{ email: string; title: string } | null> {
    const [row] = (await this.db.query(
      `SELECT k.email, l.title FROM lead_magnet_claims k JOIN lead_magnets l ON l.id = k.lead_magnet_id WHERE k.id = $1`,
      [id],
    )) as { email: string; title: string }[];
    return row ?? null;
  }
}
