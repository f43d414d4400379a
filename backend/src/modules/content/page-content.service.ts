import { BadRequestException, Injectable } from '@nestjs/common';
import { sanitizePostHtml } from '../../core/text/html';
import { type PageContentDto, toPageContentDto } from './dto/page-content.dto';
import { PageContentRepository } from './page-content.repository';
import { isSectionOf, Page, PAGE_SECTIONS } from './page-sections';

// An uploaded image, a web address, or a plain CSS gradient: nothing that can escape a style value.
const BACKGROUND =
  /^(\/api\/uploads\/images\/[0-9a-f]{24}\.[a-z]{3,4}|https:\/\/[^\s"'()<>;{}\\]+|(linear|radial)-gradient\([#%.,\w\s()-]+\))$/;

@Injectable()
export class PageContentService {
  constructor(private readonly sections: PageContentRepository) {}

  async listAll(): Promise<PageContentDto[]> {
    return (await this.sections.listAll()).map(toPageContentDto);
  }

  async listPage(page: Page): Promise<PageContentDto[]> {
    return (await this.sections.listPage(page)).map(toPageContentDto);
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
    return toPageContentDto(await this.sections.upsert({ page, section, content: clean }));
  }
}
