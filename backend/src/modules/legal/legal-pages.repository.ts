import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { LegalPageEntity } from './entities/legal-page.entity';

export type LegalPageText = Pick<LegalPageEntity, 'slug' | 'title' | 'content'>;

@Injectable()
export class LegalPagesRepository {
  constructor(@InjectRepository(LegalPageEntity) private readonly pages: Repository<LegalPageEntity>) {}

  find(slug: string): Promise<LegalPageEntity | null> {
    return this.pages.findOneBy({ slug });
  }

  // One statement: two admins saving at once cannot collide, and a page whose row went missing comes back.
  async save(page: LegalPageText): Promise<LegalPageEntity> {
    const [row]: { slug: string; title: string; content: string; updated_at: Date }[] = await this.pages.query(
      `INSERT INTO legal_pages (slug, title, content, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (slug) DO UPDATE SET title = EXCLUDED.title, content = EXCLUDED.content, updated_at = now()
       RETURNING slug, title, content, updated_at`,
      [page.slug, page.title, page.content],
    );
    return Object.assign(new LegalPageEntity(), {
      slug: row.slug,
      title: row.title,
      content: row.content,
      updatedAt: row.updated_at,
    });
  }
}
