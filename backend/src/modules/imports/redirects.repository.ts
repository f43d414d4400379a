import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { keysetPage, type PageRequest } from '../../core/database/keyset';
import type { Page } from '../../core/paging/page';
import { RedirectEntity } from './entities/redirect.entity';
import type { ImportSource } from './sources/import-bundle';

// The redirects table: old addresses (unique) and where they lead now.
@Injectable()
export class RedirectsRepository {
  constructor(@InjectRepository(RedirectEntity) private readonly redirects: Repository<RedirectEntity>) {}

  // an address already redirected keeps its first post (one imported earlier)
  async add(tx: EntityManager, path: string, postId: number, source: ImportSource): Promise<boolean> {
    const rows: unknown[] = await tx.query(
      `INSERT INTO redirects (path, post_id, source) VALUES ($1, $2, $3)
       ON CONFLICT ON CONSTRAINT redirects_path_key DO NOTHING RETURNING id`,
      [path, postId, source],
    );
    return rows.length > 0;
  }

  // the post an old address leads to: one lookup on the unique index of paths
  async postOf(path: string): Promise<number | null> {
    const row = await this.redirects.findOne({ select: { postId: true }, where: { path } });
    return row?.postId ?? null;
  }

  // newest first, a page at a time
  list(page: PageRequest): Promise<Page<RedirectEntity>> {
    return keysetPage(
      this.redirects.createQueryBuilder('r'),
      { alias: 'r', at: 'created_at', direction: 'DESC' },
      page,
    );
  }

  count(): Promise<number> {
    return this.redirects.count();
  }

  async delete(id: number): Promise<boolean> {
    const { affected } = await this.redirects.delete({ id });
    return !!affected;
  }
}
