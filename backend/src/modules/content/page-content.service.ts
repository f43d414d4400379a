import { BadRequestException, Injectable } from '@nestjs/common';
import { isImageUrl } from '../../core/http/image-url';
import { sanitizePostHtml } from '../../core/text/html';
import { type PageContentDto, toPageContentDto } from './dto/page-content.dto';
import { PageContentRepository } from './page-content.repository';
import { isSectionOf, Page, PAGE_SECTIONS } from './page-sections';

// A background is an image (the site's rule for image addresses) or a plain CSS gradient: nothing
// that can escape a style value.
const GRADIENT = /^(linear|radial)-gradient\([#%.,\w\s()-]+\)$/;

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
      if (content && !isImageUrl(content) && !GRADIENT.test(content)) {
        throw new BadRequestException(
          'A background must be an image uploaded to this site, an https:// address or a CSS gradient',
        );
      }
    } else {
      clean = sanitizePostHtml(content);
    }
    return toPageContentDto(await this.sections.upsert({ page, section, content: clean }));
  }
}
