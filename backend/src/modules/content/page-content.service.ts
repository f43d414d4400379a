import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { sanitizePostHtml } from '../../core/text/html';
import type { PageContentDto } from './dto/page-content.dto';
import { isSectionOf, Page, PAGE_SECTIONS } from './page-sections';

// An uploaded image, a web address, or a plain CSS gradient: nothing that can escape a style value.
const BACKGROUND =
  /^(\/api\/uploads\/images\/[0-9a-f]{24}\.[a-z]{3,4}|https:\/\/[^\s"'()<>;{}\\]+|(linear|radial)-gradient\([#%.,\w\s()-]+\))$/;

@Injectable()
export class PageContentService {
  constructor(private readonly dataSource: DataSource) {}

  listAll(): Promise<PageContentDto[]> {
    return this.dataSource.query('SELECT page, section, content FROM page_content ORDER BY page, section');
  }

  listPage(page: Page): Promise<PageContentDto[]> {
    return this.dataSource.query('SELECT page, section, content FROM page_content WHERE page = $1 ORDER BY section', [
      page,
    ]);
  }

  async save(page: Page, section: string, content: string): Promise<PageContentDto> {
    if (!isSectionOf(page, section)) {
      throw new BadRequestException(`Section must be one of ${PAGE_SECTIONS[page].join(', ')} for the ${page} page`);
    }
    let clean = content;
    if (section === 'background') {
      if (content && !BACKGROUND.test(content)) {
        throw new BadRequestException('A background must be an uploaded image, an https address or a CSS gradient');
      }
    } else {
      clean = sanitizePostHtml(content);
    }
    const [row] = await this.dataSource.query(
      `INSERT INTO page_content (page, section, content) VALUES ($1, $2, $3)
       ON CONFLICT (page, section) DO UPDATE SET content = EXCLUDED.content, updated_at = now()
       RETURNING page, section, content`,
      [page, section, clean],
    );
    return row;
  }
}
