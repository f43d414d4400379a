import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { PageContentEntity, type PageSection } from './entities/page-content.entity';

const SECTION_COLUMNS = { page: true, section: true, content: true } as const;

@Injectable()
export class PageContentRepository {
  constructor(@InjectRepository(PageContentEntity) private readonly sections: Repository<PageContentEntity>) {}

  listAll(): Promise<PageSection[]> {
    return this.sections.find({ select: SECTION_COLUMNS, order: { page: 'ASC', section: 'ASC' } });
  }

  listPage(page: string): Promise<PageSection[]> {
    return this.sections.find({ select: SECTION_COLUMNS, where: { page }, order: { section: 'ASC' } });
  }

  // Creates the section or replaces its content, in one statement (two admins saving at once cannot collide).
  async upsert(section: PageSection): Promise<PageSection> {
    const [row]: PageSection[] = await this.sections.query(
      `INSERT INTO page_content (page, section, content) VALUES ($1, $2, $3)
       ON CONFLICT (page, section) DO UPDATE SET content = EXCLUDED.content, updated_at = now()
       RETURNING page, section, content`,
      [section.page, section.section, section.content],
    );
    return row;
  }
}
