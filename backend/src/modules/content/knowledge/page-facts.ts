import { Injectable } from '@nestjs/common';
import { type SiteDto, SiteService } from '../../site';
import type { PageContentDto } from '../dto/page-content.dto';
import { PageContentService } from '../page-content.service';
import type { Page } from '../page-sections';

// what the About and Contact sources are read from
export const PAGE_FACT_TABLES = ['page_content', 'site_settings'];

// A page's saved sections with the site settings, as its public page reads them.
@Injectable()
export class PageFacts {
  constructor(
    private readonly sections: PageContentService,
    private readonly site: SiteService,
  ) {}

  async of(page: Page): Promise<{ site: SiteDto; saved: PageContentDto[] }> {
    const [{ site }, saved] = await Promise.all([this.site.publicSite(), this.sections.listPage(page)]);
    return { site, saved };
  }
}
